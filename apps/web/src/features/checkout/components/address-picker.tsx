import { CheckCircleFill, Circle, GeoAltFill, Plus } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import type { Address } from '../checkout-types';

type AddressPickerProps = {
  addresses: readonly Address[];
  chosenId: Address['addressid'] | null;
  onChoose: (address: Address) => void;
};

/** The delivery address: one card per saved address; choosing the chosen card again lets go. */
export function AddressPicker({ addresses, chosenId, onChoose }: AddressPickerProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-address-title">
      <div className="checkout-card-head">
        <h2 id="checkout-address-title" className="checkout-card-title">
          Delivery Address
        </h2>
        <Link to="/addaddress" className="btn btn-outline-light btn-sm">
          <Plus aria-hidden="true" size={18} />
          Add A New Address
        </Link>
      </div>
      {addresses.length === 0 ? (
        <p className="checkout-note mb-0">
          No Address Found! Add one to have your order delivered.
        </p>
      ) : (
        <div className="checkout-choices">
          {addresses.map((address) => {
            const chosen = address.addressid === chosenId;
            return (
              <button
                key={address.addressid}
                type="button"
                className={`checkout-choice${chosen ? ' is-chosen' : ''}`}
                aria-pressed={chosen}
                onClick={() => onChoose(address)}
              >
                <span className="checkout-choice-head">
                  <GeoAltFill aria-hidden="true" className="text-accent" />
                  <span className="checkout-choice-title">{address.title}</span>
                  {chosen ? (
                    <CheckCircleFill aria-hidden="true" className="checkout-choice-mark" />
                  ) : (
                    <Circle aria-hidden="true" className="checkout-choice-mark" />
                  )}
                </span>
                <span className="checkout-choice-text">{address.address}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
