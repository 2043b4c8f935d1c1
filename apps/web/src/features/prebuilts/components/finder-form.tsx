import type { UseCase } from '@shop/domain';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Search } from 'react-bootstrap-icons';
import { StatusMessage, type TimedMessage } from '../../../components/timed-message';
import { BudgetSlider } from './budget-slider';
import { UseCasePicker } from './use-case-picker';

/** Use case, budget and Find My PC (docs/api/prebuilts.md#finder-screen). */
export function FinderForm({
  useCase,
  price,
  onUseCase,
  onPrice,
  onFind,
  busy,
  message,
}: {
  useCase: UseCase | null;
  price: number;
  onUseCase: (useCase: UseCase | null) => void;
  onPrice: (price: number) => void;
  onFind: () => void;
  busy: boolean;
  message: TimedMessage | null;
}) {
  return (
    <form
      className="finder-form"
      aria-label="Find a pre-built"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onFind();
      }}
    >
      <p className="finder-form-label">What will you use it for?</p>
      <UseCasePicker value={useCase} onChange={onUseCase} />
      <BudgetSlider value={price} onChange={onPrice} />
      <div className="finder-form-submit">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={busy || message?.tone === 'danger'}
        >
          {busy ? (
            <Spinner animation="border" size="sm" aria-hidden="true" />
          ) : (
            <Search aria-hidden="true" />
          )}{' '}
          Find My PC
        </Button>
        <StatusMessage message={message} className="finder-form-message" />
      </div>
    </form>
  );
}
