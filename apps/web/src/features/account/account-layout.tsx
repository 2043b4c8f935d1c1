import { Suspense, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { List } from 'react-bootstrap-icons';
import { Outlet, useLocation } from 'react-router';
import { AccountMenu } from './components/account-menu';
import './account.css';

const DRAWER_ID = 'account-drawer';

/**
 * The account area (docs/api/screens.md#account-area): the side menu sits beside the screens from
 * 992 px (Bootstrap's lg) and becomes a drawer below it. The menu stays mounted while the screens
 * beside it load.
 */
export function AccountLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Offcanvas watches a media query from its first render; it is mounted on first use so screens
  // never opened on a phone (and test DOMs without matchMedia) do without it.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const closeDrawer = () => setDrawerOpen(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname]);

  return (
    <div className="account-area container">
      <div className="row g-4">
        <aside className="col-lg-3 d-none d-lg-block">
          <div className="account-sidebar">
            <AccountMenu />
          </div>
        </aside>
        <div className="col-lg-9 account-content">
          <Button
            variant="outline-light"
            size="sm"
            className="d-lg-none mb-3 account-drawer-toggle"
            aria-controls={DRAWER_ID}
            aria-expanded={drawerOpen}
            onClick={openDrawer}
          >
            <List aria-hidden="true" />
            Account menu
          </Button>
          <Suspense
            fallback={
              <div className="py-5 text-center">
                <Spinner animation="border" role="status" className="text-accent">
                  <span className="visually-hidden">Loading...</span>
                </Spinner>
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </div>
      {drawerUsed && (
        <Offcanvas
          id={DRAWER_ID}
          show={drawerOpen}
          onHide={closeDrawer}
          placement="start"
          className="account-drawer"
          aria-labelledby={`${DRAWER_ID}-title`}
        >
          <Offcanvas.Header closeButton closeVariant="white">
            <Offcanvas.Title id={`${DRAWER_ID}-title`}>My Account</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <AccountMenu onNavigate={closeDrawer} />
          </Offcanvas.Body>
        </Offcanvas>
      )}
    </div>
  );
}
