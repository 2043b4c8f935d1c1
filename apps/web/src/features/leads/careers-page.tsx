import './leads.css';
import { careersDataSchema, MESSAGES } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { CheckCircleFill } from 'react-bootstrap-icons';
import { ContactFields } from '../../components/contact-fields/contact-fields';
import { CountedTextArea } from '../../components/counted-text-area';
import { firstFailure } from '../../components/first-failure';
import { FormEnd } from '../../components/form-end';
import { honeypotOf } from '../../components/honeypot-field';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../lib/use-page-title';
import { useApplyForJob } from './api/apply-for-job';
import { useLeadSubmit } from './hooks/use-lead-submit';

const ROLES = [
  'PC build technicians who take pride in clean cable work',
  'Sales advisers who can match a build to a budget',
  'Support engineers for diagnostics, repairs and warranty claims',
  'Content creators for reviews, benchmarks and build videos',
];

type Application = { name: string; email: string; phone: string; description: string };
const EMPTY: Application = { name: '', email: '', phone: '', description: '' };

/** /careers (docs/api/leads.md#the-forms): name, email, phone and a description of at most 300. */
export function CareersPage() {
  usePageTitle('Careers');
  const [form, setForm] = useState(EMPTY);
  const [trap, setTrap] = useState('');
  const { mutateAsync: apply } = useApplyForJob();
  const { feedback, submit } = useLeadSubmit();
  const set = (field: keyof Application) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({
      problem: firstFailure([[careersDataSchema, form]]),
      call: () => apply({ data: careersDataSchema.parse(form), ...honeypotOf(trap) }),
      success: MESSAGES.leads.applicationSubmitted,
      what: 'job application',
    });
  }

  return (
    <>
      <PageHeading title="Careers">
        <p className="lead text-secondary mt-2 mb-0">
          Build PCs for gamers, creators and businesses across India, from our workshop in Chennai.
        </p>
      </PageHeading>
      <div className="container page-section pt-4">
        <div className="row g-4 g-lg-5">
          <section className="col-lg-5" aria-labelledby="careers-roles-title">
            <h2 id="careers-roles-title" className="h4 fw-bold">
              Who we are looking for
            </h2>
            <ul className="careers-points mt-3">
              {ROLES.map((role) => (
                <li key={role}>
                  <CheckCircleFill className="text-accent flex-shrink-0 mt-1" aria-hidden="true" />
                  <span>{role}</span>
                </li>
              ))}
            </ul>
            <p className="text-secondary">
              Tell us about yourself and the work you want to do. If there is a fit, we call you to
              talk it through.
            </p>
          </section>
          <section className="col-lg-7" aria-labelledby="careers-form-title">
            <div className="lead-card">
              <h2 id="careers-form-title" className="h4 fw-bold mb-3">
                Apply
              </h2>
              <Form noValidate onSubmit={onSubmit} className="lead-form" aria-label="Apply">
                <div className="row g-3">
                  <ContactFields
                    idOf={(field) => `careers-${field}`}
                    order={['name', 'email', 'phone']}
                    nameFullWidth
                    value={form}
                    onValue={(field, value) => set(field)(value)}
                  />
                  <CountedTextArea
                    id="careers-description"
                    label="About you and the role you want"
                    groupClassName="col-12"
                    required
                    value={form.description}
                    onValue={set('description')}
                  />
                </div>
                <FormEnd
                  trapId="careers-website"
                  trap={trap}
                  onTrap={setTrap}
                  feedback={feedback}
                  label="SUBMIT"
                />
              </Form>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
