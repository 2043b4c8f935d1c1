import { shipmentSchema, testResultsSchema } from '@shop/domain';

/** What a stage recorded: the shipment, or the stress test's results. */
export function StageDetails({ details }: { details: unknown }) {
  const shipment = shipmentSchema.safeParse(details);
  if (shipment.success) {
    return (
      <div className="small">
        {shipment.data.courier}, AWB {shipment.data.awb}{' '}
        <a href={shipment.data.trackingUrl} target="_blank" rel="noreferrer">
          Track
        </a>
      </div>
    );
  }
  const results = testResultsSchema.safeParse(details);
  if (!results.success || details === null || details === undefined) return null;
  return (
    <ul className="small mb-0 ps-3">
      {results.data.benchmarks.map((benchmark) => (
        <li key={benchmark.name}>{`${benchmark.name}: ${benchmark.score}`}</li>
      ))}
      {results.data.temperatures.map((reading) => (
        <li key={reading.part}>{`${reading.part}: ${reading.celsius} °C`}</li>
      ))}
    </ul>
  );
}
