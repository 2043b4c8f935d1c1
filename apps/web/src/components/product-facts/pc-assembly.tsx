import './product-facts.css';
import { originsOf, PC_ASSEMBLY, type PcBuild } from '@shop/domain';
import { GeoAlt } from 'react-bootstrap-icons';

/**
 * "Assembled in India" with who assembles it and where the parts come from: every PC, custom or
 * pre-built, is put together and tested by the shop (docs/api/product-facts.md#pcs).
 */
export function PcAssembly({ build, className }: { build: PcBuild; className?: string }) {
  const origins = build.facts ? originsOf(Object.values(build.facts)) : [];
  return (
    <section
      className={['pc-assembly', className].filter(Boolean).join(' ')}
      aria-label="Where this PC is made"
    >
      <p className="pc-assembly-statement">
        <GeoAlt aria-hidden="true" /> <strong>{PC_ASSEMBLY.statement}</strong>
        <span className="pc-assembly-by"> by {PC_ASSEMBLY.assembler}</span>
      </p>
      {origins.length > 0 && (
        <p className="pc-assembly-origins">
          Parts made in{' '}
          {origins
            .map(({ country, parts }) => `${country} (${parts} ${parts === 1 ? 'part' : 'parts'})`)
            .join(', ')}
        </p>
      )}
    </section>
  );
}
