import { LAYOUT } from '@shop/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { BoxSeamFill, Headset, ShieldCheck, Truck, Wrench } from 'react-bootstrap-icons';
import { SupportPhoneHint } from '../../../components/support-phone-hint';
import '../auth.css';

const PERKS = [
  { icon: Truck, text: 'Free shipping on all PCs' },
  { icon: Wrench, text: 'Free assembly by our techies' },
  { icon: Headset, text: 'Lifetime support' },
  { icon: BoxSeamFill, text: 'Dispatch within 24 hours' },
  { icon: ShieldCheck, text: 'Trusted by 3500+ customers' },
];

/**
 * The auth screens: a short pitch beside the form on desktop, above it on phones. On small screens
 * the login screen scrolls to its form, so the visitor does not land on the pitch.
 */
export function AuthLayout({
  title,
  intro,
  children,
  scrollToFormOnPhones = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  scrollToFormOnPhones?: boolean;
}) {
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollToFormOnPhones && window.innerWidth < LAYOUT.collapseBreakpointPx) {
      formRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [scrollToFormOnPhones]);

  return (
    <section className="auth-page page-section">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center justify-content-center">
          {/* Phones see the form first, except on login, which scrolls down to it. */}
          <div className={`col-lg-5 ${scrollToFormOnPhones ? 'order-1' : 'order-2 order-lg-1'}`}>
            <p className="eyebrow">Your RigForge account</p>
            <h2 className="section-title mb-3">Build it. Track it. Own it.</h2>
            <p className="text-secondary mb-4">
              Save your builds, follow every order from assembly to doorstep, and unlock member
              coupons.
            </p>
            <ul className="auth-perks list-unstyled mb-0">
              {PERKS.map(({ icon: Icon, text }) => (
                <li key={text}>
                  <Icon aria-hidden="true" className="text-accent" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div
            className={`col-lg-6 col-xl-5 ${scrollToFormOnPhones ? 'order-2' : 'order-1 order-lg-2'}`}
            ref={formRef}
          >
            <div className="auth-card">
              <h1 className="h2 fw-bold mb-2">{title}</h1>
              {intro && <div className="text-secondary mb-4">{intro}</div>}
              {children}
              <SupportPhoneHint className="mt-4 pt-3 border-top" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
