import { ArrowRight, ChatDots, Cpu, PcDisplay } from 'react-bootstrap-icons';
import { Link } from 'react-router';

const PROMOS = [
  {
    id: 'prebuilts',
    icon: PcDisplay,
    eyebrow: 'Pre-Built PCs',
    title: 'Ready-to-ship PCs, matched to what you do',
    text: 'Tested builds for gaming, AI, architecture, content creation and trading. Tell us your use case and budget and we show the PC that fits.',
    to: '/prebuilts',
    action: 'Explore Pre-Builts',
  },
  {
    id: 'config',
    icon: Cpu,
    eyebrow: 'Build Your Own PC',
    title: 'Every part, your call',
    text: 'Choose the processor, motherboard, memory, graphics card, cooler, storage, power supply and cabinet step by step. Only compatible parts are offered, with benchmarks and connectivity as you go.',
    to: '/config',
    action: 'Start Building',
  },
  {
    id: 'techie',
    icon: ChatDots,
    eyebrow: 'Talk to A Techie',
    title: 'Not sure where to start?',
    text: 'Tell us what you play, create or run, and one of our technicians will suggest a build that fits your budget.',
    to: '/contact-us',
    action: 'Talk to A Techie',
  },
];

export function PromoSections() {
  return (
    <section className="page-section promo-sections" aria-label="Ways to get your PC">
      <div className="container">
        {PROMOS.map(({ id, icon: Icon, eyebrow, title, text, to, action }, index) => (
          <article key={id} className={`promo-row ${index % 2 === 1 ? 'is-reversed' : ''}`}>
            <div className={`promo-visual promo-visual-${id}`} aria-hidden="true">
              <Icon className="promo-visual-icon" />
            </div>
            <div className="promo-copy">
              <p className="eyebrow">{eyebrow}</p>
              <h2 className="section-title">{title}</h2>
              <p className="text-secondary">{text}</p>
              <Link to={to} className="btn btn-accent">
                {action} <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
