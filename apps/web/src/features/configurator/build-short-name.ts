import type { PcBuild } from '@shop/domain';

/**
 * The one-line name of a build (the itemShort a cart line or share link shows): the parts a buyer
 * compares first. The secondary drive is left out when there is none.
 */
export function buildShortName(build: PcBuild): string {
  const graphics = build.gpuBrand === 'In-Built' ? `${build.gpuModel} graphics` : build.gpuModel;
  const drives = [build.primaryStorage, build.secondaryStorage].filter(
    (drive) => drive !== 'Not Available',
  );
  return [
    build.processor,
    graphics,
    build.ramSize,
    ...drives,
    `${build.cabinetBrand} ${build.cabinetModel}`,
  ].join(' | ');
}
