import type { UserInfo } from '@shop/domain';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { PatchCheckFill, Pencil } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { NOT_SET, profileFields } from '../profile-fields';

function Value({ children }: { children: string | null }) {
  return children ? children : <span className="not-set">{NOT_SET}</span>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The profile card (docs/api/profile.md#profile-screen): every field, "Not Set" when empty; the
 * phone carries its verification.
 */
export function ProfileCard({
  user,
  onVerifyPhone,
}: {
  user: UserInfo;
  onVerifyPhone: () => void;
}) {
  const fields = profileFields(user);
  const initials = `${user.firstname?.[0] ?? ''}${user.lastname?.[0] ?? ''}`.toUpperCase();
  return (
    <article className="account-card" aria-label="Profile details">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4 pb-4 border-bottom">
        <span className="profile-avatar" aria-hidden="true">
          {initials || '?'}
        </span>
        <div className="flex-grow-1 min-w-0">
          <p className="h5 fw-bold mb-0">
            <Value>{fields.name}</Value>
          </p>
          {fields.email && <p className="text-secondary mb-0 text-break">{fields.email}</p>}
        </div>
        <Link to="/editprofile" className="btn btn-outline-light">
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </div>
      <dl className="profile-fields">
        <Field label="Name">
          <Value>{fields.name}</Value>
        </Field>
        <Field label="Date of Birth">
          <Value>{fields.dob}</Value>
        </Field>
        <Field label="Gender">
          <Value>{fields.gender}</Value>
        </Field>
        <Field label="Phone">
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            <Value>{fields.phone}</Value>
            {fields.phone && fields.phoneVerified ? (
              <PatchCheckFill className="verified-tick" role="img" aria-label="Verified" />
            ) : (
              <Button
                variant="link"
                className="p-0 fw-semibold link-accent"
                onClick={onVerifyPhone}
              >
                Verify
              </Button>
            )}
          </span>
        </Field>
        <Field label="Email">
          <Value>{fields.email}</Value>
        </Field>
        <Field label="GST Number">
          <Value>{fields.gst}</Value>
        </Field>
      </dl>
    </article>
  );
}
