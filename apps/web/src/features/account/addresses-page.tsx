import type { AddressRecord } from '@shop/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { GeoAltFill, Plus, Trash } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { AccountHeading } from '../../components/account-heading';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useDeleteAddress } from './api/delete-address';

export function AddressesPage() {
  usePageTitle('My Addresses');
  const { details, userId, updateDetails } = useSession();
  const { mutate: remove } = useDeleteAddress();
  const [deleting, setDeleting] = useState<AddressRecord['addressid'] | null>(null);
  const addresses = details?.addresses ?? [];

  function deleteAddress(address: AddressRecord) {
    if (!userId) return;
    setDeleting(address.addressid);
    remove(
      { addressid: address.addressid, userid: userId },
      {
        onSuccess: (answer) =>
          updateDetails((current) => ({ ...current, addresses: answer.addresses })),
        // Other call failures are only logged.
        onError: (error) => console.error('Could not delete the address', error),
        onSettled: () => setDeleting(null),
      },
    );
  }

  return (
    <>
      <AccountHeading title="My Addresses">
        <Link to="/addaddress" className="btn btn-accent">
          <Plus aria-hidden="true" size={20} />
          Add A New Address
        </Link>
      </AccountHeading>
      {addresses.length === 0 ? (
        <p className="empty-state">No Address Found!</p>
      ) : (
        <ul className="row g-3 list-unstyled mb-0">
          {addresses.map((address) => (
            <li key={address.addressid} className="col-md-6">
              <article className="account-card address-card">
                <h2 className="h5 fw-bold mb-0 d-flex align-items-center gap-2">
                  <GeoAltFill aria-hidden="true" className="text-accent" />
                  {address.title}
                </h2>
                <p className="text-secondary mb-2 flex-grow-1">{address.address}</p>
                <div>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Delete ${address.title}`}
                    disabled={deleting !== null}
                    onClick={() => deleteAddress(address)}
                  >
                    <Trash aria-hidden="true" />
                    {deleting === address.addressid ? 'Deleting...' : 'Delete'}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
