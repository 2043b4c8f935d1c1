import { LAYOUT } from '@shop/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../../components/full-screen-spinner';
import { useSession } from '../../../lib/session/session-context';
import { BrandLogo } from '../brand-logo';
import { NavbarIcons } from './navbar-icons';
import { useMenuAutoClose } from './use-menu-auto-close';
import { useScrolledPast } from './use-scrolled-past';

const MENU_ID = 'site-navbar-menu';

/**
 * The shop's navbar (docs/api/screens.md#navbar). Where `opensOverAHero` says a path's page opens
 * with a full-screen hero, the bar stays see-through over it until the visitor scrolls past it.
 */
export function SiteNavbar({
  opensOverAHero = () => false,
}: {
  opensOverAHero?: (pathname: string) => boolean;
}) {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const overHero = useMemo(() => opensOverAHero(pathname), [opensOverAHero, pathname]);
  const [expanded, setExpanded] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setExpanded(false), []);
  const scrolledPastHero = useScrolledPast(LAYOUT.navbarSolidAfterViewportFraction, overHero);

  useMenuAutoClose(barRef, expanded, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every route change.
  useEffect(() => close(), [pathname, close]);

  if (status === 'authenticated' && !user)
    return <FullScreenSpinner label="Loading your account..." />;

  const loggedIn = status === 'authenticated';
  const solid = !overHero || scrolledPastHero || expanded;
  const links = [
    { to: '/config', label: 'Build Your Own PC' },
    { to: '/prebuilts', label: 'Pre-Builts' },
    { to: '/accessories', label: 'Add-Ons' },
    { to: loggedIn ? '/tickets' : '/contact-us', label: 'Support', contact: true },
  ];

  return (
    <Navbar
      ref={barRef}
      expand="lg"
      variant="dark"
      fixed="top"
      expanded={expanded}
      onToggle={setExpanded}
      aria-label="Main"
      className={`site-navbar ${solid ? 'is-solid' : 'is-transparent'}`}
      data-testid="site-navbar"
    >
      <Container fluid="xl">
        <Navbar.Brand as={Link} to="/" aria-label="RigForge home" onClick={close}>
          <BrandLogo />
        </Navbar.Brand>
        <div className="navbar-icons order-lg-last">
          <NavbarIcons user={loggedIn ? user : null} onNavigate={close} />
          <Navbar.Toggle aria-controls={MENU_ID} aria-expanded={expanded} label="Menu" />
        </div>
        <Navbar.Collapse id={MENU_ID}>
          <Nav className="ms-lg-auto me-lg-3">
            {links.map((link) => (
              <Nav.Link
                key={link.label}
                as={NavLink}
                to={link.to}
                onClick={close}
                data-contact-link={'contact' in link || undefined}
              >
                {link.label}
              </Nav.Link>
            ))}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
