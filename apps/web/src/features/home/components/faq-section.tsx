import Accordion from 'react-bootstrap/Accordion';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useHydratingMark } from '../../../lib/use-hydrated';
import { FAQ_TABS } from '../faq-answers';

/** Frequently asked questions, by tab: General, Orders and Support, each an accordion. */
export function FaqSection() {
  return (
    <section
      className="page-section faq-section"
      aria-labelledby="faq-title"
      {...useHydratingMark()}
    >
      <div className="container">
        <p className="eyebrow text-center">FAQ</p>
        <h2 id="faq-title" className="section-title text-center mb-4">
          Questions we are often asked
        </h2>
        <Tabs id="faq-tabs" defaultActiveKey="general" className="faq-tabs" fill>
          {FAQ_TABS.map((tab) => (
            <Tab key={tab.key} eventKey={tab.key} title={tab.title}>
              <Accordion className="faq-accordion" flush>
                {tab.entries.map((entry, index) => (
                  <Accordion.Item key={entry.question} eventKey={String(index)}>
                    <Accordion.Header as="h3">{entry.question}</Accordion.Header>
                    <Accordion.Body>{entry.answer}</Accordion.Body>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Tab>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
