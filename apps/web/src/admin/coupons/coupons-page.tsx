import {
  type CouponOffer,
  staffCouponsEndpoint,
  staffCreateCouponEndpoint,
  staffUpdateCouponEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ACTIONS_COLUMN, headings } from '../components/data-table/column';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
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

/** Each row draws its own cells: the code is the row's heading, and ending it is asked first. */
const OFFERS_TABLE: TableDefinition<CouponOffer> = {
  label: 'Offers table',
  columns: [
    ...headings<CouponOffer>(
      'Code',
      'Offer',
      'Off',
      'Minimum PC value',
      'Valid until',
      'For',
      'Used',
    ),
    ACTIONS_COLUMN,
  ],
  rowKey: (offer) => offer.id,
  empty: 'No offers yet.',
  hover: true,
};

/**
 * /admin/coupons: every offer staff made, with how many coupons were issued and used; a new offer
 * for one customer or for all, its terms changed (for coupons not yet used), or ended now.
 */
export function CouponsPage() {
  usePageTitle('Coupons | Console');
  const coupons = useQuery({ queryKey: COUPONS_KEY, queryFn: () => callApi(staffCouponsEndpoint) });
  const [editing, setEditing] = useState<string | null>(null);
  const edited = coupons.data?.offers.find((offer) => offer.id === editing) ?? null;
  return (
    <>
      <h1>Coupons</h1>
      <NewCouponForm />
      {edited && <EditCouponForm key={edited.id} offer={edited} onDone={() => setEditing(null)} />}
      <section className="admin-card mt-3" aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="h5">
          Offers
        </h2>
        <DataTable
          {...OFFERS_TABLE}
          rows={coupons.data?.offers}
          error={coupons.error}
          renderRow={(offer) => <OfferRow offer={offer} onEdit={() => setEditing(offer.id)} />}
        />
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
