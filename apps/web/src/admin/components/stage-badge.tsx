import Badge from 'react-bootstrap/Badge';

const COLOURS: Record<string, string> = {
  Confirmed: 'secondary',
  'Parts Reserved': 'info',
  Assembly: 'primary',
  'Stress Test': 'warning',
  'Ready to Ship': 'primary',
  Shipped: 'dark',
  'Out for Delivery': 'dark',
  Delivered: 'success',
  Cancelled: 'danger',
  Refunded: 'danger',
};

export function StageBadge({ stage }: { stage: string }) {
  return (
    <Badge bg={COLOURS[stage] ?? 'light'} text={stage === 'Stress Test' ? 'dark' : undefined}>
      {stage}
    </Badge>
  );
}
