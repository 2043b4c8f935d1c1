import Button from 'react-bootstrap/Button';
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import type { CabinetPosition } from '../hooks/use-build-flow';

/**
 * Previous/next cabinet among those that fit the build (docs/api/configurator.md#cabinet-stepper).
 * Past either end the cabinet is cleared and the Cabinet section reopens, so the buttons never wrap
 * around.
 */
export function CabinetStepper({
  position,
  onStep,
}: {
  position: CabinetPosition | null;
  onStep: (direction: 1 | -1) => void;
}) {
  return (
    <div className="cabinet-stepper">
      <Button variant="outline-light" className="cabinet-stepper-button" onClick={() => onStep(-1)}>
        <ChevronLeft aria-hidden="true" />
        <span className="visually-hidden">Previous cabinet</span>
      </Button>
      <span className="cabinet-stepper-position" aria-live="polite">
        {position ? `Cabinet ${position.index + 1} of ${position.count}` : ''}
      </span>
      <Button variant="outline-light" className="cabinet-stepper-button" onClick={() => onStep(1)}>
        <ChevronRight aria-hidden="true" />
        <span className="visually-hidden">Next cabinet</span>
      </Button>
    </div>
  );
}
