import {
  type Catalogue,
  CONFIGURATOR_SECTIONS,
  isSectionComplete,
  optionsFor,
  type Selection,
  type SelectionField,
} from '@shop/domain';
import { useEffect, useRef } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import { CheckCircleFill } from 'react-bootstrap-icons';
import './build-accordion.css';
import { SectionField } from './section-field';
import type { SectionGuard } from './use-section-flow';

type BuildAccordionProps = {
  catalogue: Catalogue | undefined;
  selection: Selection;
  openSection: number | null;
  guard: SectionGuard | null;
  onToggle: (sectionIndex: number | null) => void;
  onChoose: (field: SelectionField, value: string) => void;
  onDismissGuard: () => void;
  /** No choice can be made (PC Master Hunt between budgets). */
  disabled?: boolean;
};

/**
 * The 8 sections of a build with their fields, as /config shows them and PC Master Hunt plays
 * them (docs/decisions/033-one-build-accordion-for-config-and-the-game.md); the guard alert shows
 * under the header tapped. The state is useSectionFlow's.
 */
export function BuildAccordion({
  catalogue,
  selection,
  openSection,
  guard,
  onToggle,
  onChoose,
  onDismissGuard,
  disabled = false,
}: BuildAccordionProps) {
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const previousOpen = useRef(openSection);
  // When a choice opens the next section, bring it into view: on a phone it is below the fold.
  useEffect(() => {
    if (openSection !== null && previousOpen.current !== openSection) {
      itemRefs.current[openSection]?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    }
    previousOpen.current = openSection;
  }, [openSection]);

  return (
    <Accordion
      className="config-accordion"
      activeKey={openSection === null ? null : String(openSection)}
      onSelect={(key) => onToggle(typeof key === 'string' ? Number(key) : null)}
    >
      {CONFIGURATOR_SECTIONS.map((section, index) => {
        const complete = isSectionComplete(selection, index);
        const chosen = section.fields
          .map((field) => labelOf(catalogue, selection, field))
          .filter(Boolean)
          .join(' · ');
        return (
          <Accordion.Item
            key={section.name}
            eventKey={String(index)}
            ref={(element: HTMLDivElement | null) => {
              itemRefs.current[index] = element;
            }}
          >
            <Accordion.Header>
              <span className="config-step" aria-hidden="true">
                {complete ? <CheckCircleFill /> : index + 1}
              </span>
              <span className="config-header-text">
                <span className="config-section-name">{section.name}</span>
                {chosen && <span className="config-section-chosen">{chosen}</span>}
              </span>
              {complete && <span className="visually-hidden"> (complete)</span>}
            </Accordion.Header>
            {guard?.sectionIndex === index && (
              <Alert variant="danger" dismissible onClose={onDismissGuard} className="config-guard">
                {guard.message}
              </Alert>
            )}
            <Accordion.Body>
              {section.fields.map((field) => (
                <SectionField
                  key={field}
                  field={field}
                  options={catalogue ? optionsFor(catalogue, selection, field) : []}
                  value={selection[field]}
                  onChange={(value) => onChoose(field, value)}
                  disabled={disabled}
                />
              ))}
            </Accordion.Body>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** What the visitor reads for a chosen field (a part's name rather than its id). */
function labelOf(
  catalogue: Catalogue | undefined,
  selection: Selection,
  field: SelectionField,
): string {
  const value = selection[field];
  if (!value || !catalogue) return '';
  // "Yes"/"No" alone would not say what was chosen.
  if (field === 'ramRGB') return value === 'Y' ? 'RGB' : 'No RGB';
  const option = optionsFor(catalogue, selection, field).find((choice) => choice.value === value);
  return option?.label ?? value;
}
