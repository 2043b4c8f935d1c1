import { GENDERS, MESSAGES, phoneInputValue, todayInIndia, type UserInfo } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { AccountHeading } from '../../components/account-heading';
import { useFormFeedback } from '../../components/form-feedback';
import { TextField } from '../../components/text-field';
import { StatusMessage } from '../../components/timed-message';
import { hasErrorCode } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { ACCOUNT_TIMINGS_MS } from './account-timings';
import { UPDATE_USER_REFUSALS, useUpdateUser } from './api/update-user';
import { type EditProfileForm, editProfileFormError } from './edit-profile-form';

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
      if (answer.userInfo.length) {
        updateDetails((details) => ({ ...details, userInfo: answer.userInfo }));
      }
    } catch (error) {
      if (hasErrorCode(error, ...UPDATE_USER_REFUSALS) && error.message) {
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
        <TextField
          id="edit-first-name"
          label="First name"
          groupClassName="col-md-6"
          autoComplete="given-name"
          value={form.firstName}
          onValue={(value) => set('firstName', value)}
        />
        <TextField
          id="edit-last-name"
          label="Last name"
          groupClassName="col-md-6"
          autoComplete="family-name"
          value={form.lastName}
          onValue={(value) => set('lastName', value)}
        />
        <TextField
          id="edit-dob"
          label="Date of birth"
          groupClassName="col-md-6"
          type="date"
          autoComplete="bday"
          max={todayInIndia()}
          value={form.dob}
          onValue={(value) => set('dob', value)}
        />
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
        <TextField
          id="edit-phone"
          label="Phone number"
          groupClassName="col-md-6"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          note="A new number needs to be verified again."
          value={form.number}
          onValue={(value) => set('number', phoneInputValue(value))}
        />
        <TextField
          id="edit-gst"
          label="GST number"
          groupClassName="col-md-6"
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
          value={form.gst}
          onValue={(value) => set('gst', value.toUpperCase().replace(/\s/g, ''))}
        />
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
