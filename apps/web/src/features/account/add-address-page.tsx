import { addAddressBodySchema, INDIAN_STATE_NAMES, MESSAGES } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate } from 'react-router';
import { AccountHeading } from '../../components/account-heading';
import { useFormFeedback } from '../../components/form-feedback';
import { TextField } from '../../components/text-field';
import { StatusMessage } from '../../components/timed-message';
import { hasErrorCode } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { ACCOUNT_TIMINGS_MS } from './account-timings';
import { type AddressForm, addressFormError } from './address-form';
import { useAddAddress } from './api/add-address';

const EMPTY_FORM: AddressForm = { title: '', address: '', city: '', state: '', pincode: '' };

export function AddAddressPage() {
  usePageTitle('Add Address');
  const navigate = useNavigate();
  const location = useLocation();
  const { userId, updateDetails } = useSession();
  const { mutateAsync: add, isPending } = useAddAddress();
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, release, later } = feedback;
  const [form, setForm] = useState(EMPTY_FORM);

  const set = (name: keyof AddressForm, value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = addressFormError(form);
    if (problem) return refuse(problem);
    if (!userId) return;
    begin();
    try {
      // The schema's own reading of the form: every field trimmed.
      const answer = await add({ ...addAddressBodySchema.parse(form), userid: userId });
      updateDetails((details) => ({ ...details, addresses: answer.addresses }));
    } catch (error) {
      if (hasErrorCode(error, 'BAD_REQUEST', 'UNREADABLE_ENVELOPE') && error.message) {
        return refuse(error.message);
      }
      console.error('Could not add the address', error);
      return release();
    }
    succeed(MESSAGES.address.added);
    // Back one page (checkout or My Addresses); a first page load has none to go to.
    later(ACCOUNT_TIMINGS_MS.addressAddedBack, () => {
      if (location.key === 'default') navigate('/addresses', { replace: true });
      else navigate(-1);
    });
  }

  return (
    <>
      <AccountHeading title="Add Address" />
      <Form noValidate onSubmit={submit} className="account-card">
        <div className="row g-3">
          <TextField
            id="address-title"
            label="Title"
            groupClassName="col-12"
            placeholder="Home, Office..."
            value={form.title}
            onValue={(value) => set('title', value)}
          />
          <TextField
            id="address-line"
            label="Address"
            groupClassName="col-12"
            as="textarea"
            rows={2}
            autoComplete="street-address"
            value={form.address}
            onValue={(value) => set('address', value)}
          />
          <TextField
            id="address-city"
            label="City"
            groupClassName="col-md-6"
            autoComplete="address-level2"
            value={form.city}
            onValue={(value) => set('city', value)}
          />
          <Form.Group className="col-md-6" controlId="address-state">
            <Form.Label>State</Form.Label>
            <Form.Select value={form.state} onChange={(event) => set('state', event.target.value)}>
              <option value="">Select State</option>
              {INDIAN_STATE_NAMES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <TextField
            id="address-pincode"
            label="Pincode"
            groupClassName="col-md-6"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={form.pincode}
            onValue={(value) => set('pincode', value.replace(/\D/g, ''))}
          />
        </div>
        <StatusMessage message={feedback.message} className="mt-4" />
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Button type="submit" variant="accent" className="px-4" disabled={feedback.busy}>
            {isPending ? 'Adding...' : 'Add Address'}
          </Button>
          <Link to="/addresses" className="btn btn-outline-light">
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
