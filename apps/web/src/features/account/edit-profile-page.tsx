import { MESSAGES, phoneInputValue, todayInIndia } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { useFormFeedback } from '../../components/form-feedback';
import { StatusMessage } from '../../components/timed-message';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import type { UserInfo } from '../../lib/session/session-types';
import { usePageTitle } from '../../lib/use-page-title';
import { ACCOUNT_TIMINGS_MS } from './account-timings';
import { useUpdateUser } from './api/update-user';
import { AccountHeading } from './components/account-heading';
import { type EditProfileForm, editProfileFormError, GENDERS } from './edit-profile-form';

function formFrom(user: UserInfo): EditProfileForm {
  return {
    firstName: user.firstname ?? '',
    lastName: user.lastname ?? '',
    dob: user.dob?.slice(0, 10) ?? '',
    gender: user.gender ?? '',
    number: user.number ?? '',
    gst: user.gst ?? '',
  };
}

export function EditProfilePage() {
  usePageTitle('Edit Profile');
  const { user } = useSession();
  return (
    <>
      <AccountHeading title="Edit Profile" />
      {user && <EditProfileCard user={user} />}
    </>
  );
}

function EditProfileCard({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const { updateDetails } = useSession();
  const { mutateAsync: save, isPending } = useUpdateUser();
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, release, later } = feedback;
  const [form, setForm] = useState(() => formFrom(user));

  const set = (name: keyof EditProfileForm, value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = editProfileFormError(form);
    if (problem) return refuse(problem);
    begin();
    try {
      const answer = await save({
        userId: user.id,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        number: form.number.trim(),
        dob: form.dob,
        gender: form.gender,
        gst: form.gst.trim(),
      });
      if (answer?.userInfo?.length) {
        updateDetails((details) => ({ ...details, userInfo: answer.userInfo }));
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message) {
        return refuse(error.message);
      }
      console.error('Could not update the profile', error);
      return release();
    }
    succeed(MESSAGES.profile.updated);
    later(ACCOUNT_TIMINGS_MS.profileUpdatedBack, () => navigate('/profile'));
  }

  return (
    <Form noValidate onSubmit={submit} className="account-card">
      <div className="row g-3">
        <Form.Group className="col-md-6" controlId="edit-first-name">
          <Form.Label>First name</Form.Label>
          <Form.Control
            autoComplete="given-name"
            value={form.firstName}
            onChange={(event) => set('firstName', event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="edit-last-name">
          <Form.Label>Last name</Form.Label>
          <Form.Control
            autoComplete="family-name"
            value={form.lastName}
            onChange={(event) => set('lastName', event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="edit-dob">
          <Form.Label>Date of birth</Form.Label>
          <Form.Control
            type="date"
            autoComplete="bday"
            max={todayInIndia()}
            value={form.dob}
            onChange={(event) => set('dob', event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="edit-gender">
          <Form.Label>Gender</Form.Label>
          <Form.Select value={form.gender} onChange={(event) => set('gender', event.target.value)}>
            <option value="">Select Gender</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-6" controlId="edit-phone">
          <Form.Label>Phone number</Form.Label>
          <Form.Control
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            aria-describedby="edit-phone-note"
            value={form.number}
            onChange={(event) => set('number', phoneInputValue(event.target.value))}
          />
          <Form.Text id="edit-phone-note">A new number needs to be verified again.</Form.Text>
        </Form.Group>
        <Form.Group className="col-md-6" controlId="edit-gst">
          <Form.Label>GST number</Form.Label>
          <Form.Control
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            value={form.gst}
            onChange={(event) => set('gst', event.target.value.toUpperCase().replace(/\s/g, ''))}
          />
        </Form.Group>
      </div>
      <StatusMessage message={feedback.message} className="mt-4" />
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Button type="submit" variant="accent" className="px-4" disabled={feedback.busy}>
          {isPending ? 'Updating...' : 'Update'}
        </Button>
        <Link to="/profile" className="btn btn-outline-light">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
