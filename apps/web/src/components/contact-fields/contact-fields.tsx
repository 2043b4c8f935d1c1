import { phoneInputValue } from '@shop/domain';
import { TextField } from '../text-field';

export type ContactField = 'name' | 'email' | 'phone';

/**
 * The name, email and phone every lead and event form asks for, laid out as one block in a
 * Bootstrap row: each field required, the phone kept to ten digits as typed. `order` follows each
 * form's own order (a callback asks name, phone, email; careers name, email, phone).
 */
export function ContactFields({
  idOf,
  order,
  value,
  onValue,
  nameFullWidth = false,
}: {
  /** The control's id for a field, unique on the page. */
  idOf: (field: ContactField) => string;
  order: readonly ContactField[];
  value: Readonly<Record<ContactField, string>>;
  onValue: (field: ContactField, value: string) => void;
  /** The name takes a row of its own; otherwise every field takes half a row from md up. */
  nameFullWidth?: boolean;
}) {
  const fields: Record<ContactField, React.JSX.Element> = {
    name: (
      <TextField
        key="name"
        id={idOf('name')}
        label="Name"
        groupClassName={nameFullWidth ? 'col-12' : 'col-md-6'}
        autoComplete="name"
        required
        value={value.name}
        onValue={(typed) => onValue('name', typed)}
      />
    ),
    email: (
      <TextField
        key="email"
        id={idOf('email')}
        label="Email"
        groupClassName="col-md-6"
        type="email"
        autoComplete="email"
        required
        value={value.email}
        onValue={(typed) => onValue('email', typed)}
      />
    ),
    phone: (
      <TextField
        key="phone"
        id={idOf('phone')}
        label="Phone Number"
        groupClassName="col-md-6"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        value={value.phone}
        onValue={(typed) => onValue('phone', phoneInputValue(typed))}
      />
    ),
  };
  return <>{order.map((field) => fields[field])}</>;
}
