import {
  type CouponOffer,
  staffCouponsEndpoint,
  staffCreateCouponEndpoint,
  staffUpdateCouponEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { TextField } from '../../components/text-field';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ScrollRegion } from '../components/scroll-region';
import {
  type CouponTermsDraft,
  CouponTermsFields,
  clearingOnEdit,
  draftOf,
  GridForm,
  SubmitRow,
  termsOf,
} from './coupon-form';
import { COUPONS_KEY } from './coupons-query-key';
import { OfferRow } from './offer-row';

/**
 * /admin/coupons: every offer staff made, with how many coupons were issued and used; a new offer
 * for one customer or for all, its terms changed (for coupons not yet used), or ended now.
 */
export function CouponsPage() {
  usePageTitle('Coupons | Console');
  const coupons = useQuery({ queryKey: COUPONS_KEY, queryFn: () => callApi(staffCouponsEndpoint) });
  const [editing, setEditing] = useState<string | null>(null);
  const offers = coupons.data?.offers ?? [];
  const edited = offers.find((offer) => offer.id === editing) ?? null;
  return (
    <>
      <h1>Coupons</h1>
      <NewCouponForm />
      {edited && <EditCouponForm key={edited.id} offer={edited} onDone={() => setEditing(null)} />}
      <section className="admin-card mt-3" aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="h5">
          Offers
        </h2>
        {coupons.isError && <Alert variant="danger">{coupons.error.message}</Alert>}
        {coupons.data && offers.length === 0 && <p className="mb-0">No offers yet.</p>}
        {offers.length > 0 && (
          <ScrollRegion label="Offers table">
            <Table size="sm" hover className="admin-table admin-table-cards align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Offer</th>
                  <th scope="col">Off</th>
                  <th scope="col">Minimum PC value</th>
                  <th scope="col">Valid until</th>
                  <th scope="col">For</th>
                  <th scope="col">Used</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer) => (
                  <OfferRow key={offer.id} offer={offer} onEdit={() => setEditing(offer.id)} />
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}

function NewCouponForm() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [targetEmail, setTargetEmail] = useState('');
  const [draft, setDraft] = useState<CouponTermsDraft>(draftOf(null));
  const create = useMutation({
    mutationFn: () =>
      callApi(staffCreateCouponEndpoint, {
        code,
        targetEmail: targetEmail.trim() || null,
        ...termsOf(draft),
      }),
    onSuccess: () => {
      setCode('');
      setTargetEmail('');
      setDraft(draftOf(null));
      queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
    },
  });
  const edited = clearingOnEdit(create);
  return (
    <section className="admin-card" aria-labelledby="new-coupon-heading">
      <h2 id="new-coupon-heading" className="h5">
        New coupon
      </h2>
      <GridForm label="New coupon" onSubmit={() => create.mutate()}>
        <TextField
          id="coupon-code"
          label="Code"
          groupClassName="col-md-3"
          value={code}
          onValue={edited((value: string) => setCode(value.toUpperCase()))}
        />
        <TextField
          id="coupon-target"
          label="For the customer (email)"
          type="email"
          groupClassName="col-md-5"
          note="Leave empty to give it to every customer."
          value={targetEmail}
          onValue={edited(setTargetEmail)}
        />
        <CouponTermsFields idPrefix="coupon" draft={draft} onDraft={edited(setDraft)} />
        {create.isSuccess && (
          <p role="status" className="col-12 mb-0 text-success">
            Coupon {create.data.offer.code} created.
          </p>
        )}
        <SubmitRow label="Create coupon" pending={create.isPending} error={create.error} />
      </GridForm>
    </section>
  );
}

function EditCouponForm({ offer, onDone }: { offer: CouponOffer; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CouponTermsDraft>(draftOf(offer));
  const update = useMutation({
    mutationFn: () =>
      callApi(staffUpdateCouponEndpoint, termsOf(draft), { params: { offerId: offer.id } }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
      onDone();
    },
  });
  const edited = clearingOnEdit(update);
  return (
    <section className="admin-card mt-3" aria-labelledby="edit-coupon-heading">
      <h2 id="edit-coupon-heading" className="h5">
        Edit {offer.code}
      </h2>
      <p className="small text-secondary">Coupons of this offer already used keep their terms.</p>
      <GridForm label={`Edit ${offer.code}`} onSubmit={() => update.mutate()}>
        <CouponTermsFields idPrefix="edit-coupon" draft={draft} onDraft={edited(setDraft)} />
        <SubmitRow
          label="Save changes"
          pending={update.isPending}
          error={update.error}
          onCancel={onDone}
        />
      </GridForm>
    </section>
  );
}
