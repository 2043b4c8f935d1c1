import type { PcBuild } from '@shop/domain';

export type PartKey = keyof PcBuild['features'];

/** The nine parts of a build in the order a buyer reads them, with the name each one shows. */
export const BUILD_PARTS: readonly {
  key: PartKey;
  label: string;
  name: (build: PcBuild) => string;
}[] = [
  { key: 'processor', label: 'Processor', name: (build) => build.processor },
  { key: 'gpu', label: 'Graphics', name: graphicsName },
  { key: 'chipset', label: 'Motherboard', name: (build) => build.chipset },
  {
    key: 'ram',
    label: 'Memory',
    name: (build) => (build.ramRGB === 'Y' ? `${build.ramSize} (RGB)` : build.ramSize),
  },
  { key: 'cooler', label: 'Cooler', name: (build) => build.cooler },
  { key: 'primaryStorage', label: 'Primary storage', name: (build) => build.primaryStorage },
  { key: 'secondaryStorage', label: 'Secondary storage', name: (build) => build.secondaryStorage },
  { key: 'psu', label: 'Power supply', name: (build) => build.psu },
  {
    key: 'cabinet',
    label: 'Cabinet',
    name: (build) => `${build.cabinetBrand} ${build.cabinetModel}`,
  },
];

function graphicsName(build: PcBuild): string {
  return build.gpuBrand === 'In-Built' ? `${build.gpuModel} (integrated)` : build.gpuModel;
}
