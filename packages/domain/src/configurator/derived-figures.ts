import type { PcBuild } from './pc-build-schema';

/**
 * The derived figures of the Overview tab, from a build object (so a stored build shows them too).
 */

/** 1.25 x (processor TDP + GPU TDP), in watts. */
export function maxPower(processorTdp: number, gpuTdp: number): number {
  return 1.25 * (processorTdp + gpuTdp);
}

/** PSU wattage minus (processor TDP + 1.25 x GPU TDP). */
export function powerHeadroom(psuWattage: number, processorTdp: number, gpuTdp: number): number {
  return psuWattage - (processorTdp + 1.25 * gpuTdp);
}

type Expansion = PcBuild['expansion'];
type Connectivity = PcBuild['connectivity'];

/** The board's M.2 slots minus one per M.2 drive. */
export function freeM2Slots(expansion: Expansion): number {
  const m2Drives = [expansion.psPort, expansion.ssPort].filter((port) => port === 'm.2').length;
  return expansion.chipsetM2Slots - m2Drives;
}

/** The lower of the board's SATA ports and the cabinet's drive bays, minus one per SATA drive. */
export function freeSataPorts(expansion: Expansion): number {
  const { sata25, sata35 } = expansion.cabinetSata;
  const sataDrives = [expansion.psPort, expansion.ssPort].filter((port) => port === 'sata').length;
  return Math.min(expansion.chipsetSataPorts, sata25 + sata35) - sataDrives;
}

/** The board's RAM slots minus the kit's modules. */
export function freeRamSlots(expansion: Expansion): number {
  return expansion.chispetRamSlots - expansion.ramCount;
}

/** Board and cabinet USB ports; the cabinet's Type-C counts only when the board has a Type-C header. */
export function usbTotal(connectivity: Connectivity): number {
  const board = connectivity.chipsetConnectivity;
  const cabinet = connectivity.cabinetConnectivity;
  const boardPorts = board.usb20 + board.usb30 + board.usb32a + board.usb32c;
  const cabinetTypeC = board.tch > 0 ? cabinet.usb32c : 0;
  return boardPorts + cabinet.usb20 + cabinet.usb30 + cabinet.usb32a + cabinetTypeC;
}

export type DerivedFigures = {
  maxPower: number;
  powerHeadroom: number;
  freeM2Slots: number;
  freeSataPorts: number;
  freeRamSlots: number;
  usbTotal: number;
};

export function derivedFigures(
  build: Pick<PcBuild, 'tdp' | 'expansion' | 'connectivity'>,
): DerivedFigures {
  const { processorTdp, gpuTdp, psuTdp } = build.tdp;
  return {
    maxPower: maxPower(processorTdp, gpuTdp),
    powerHeadroom: powerHeadroom(psuTdp, processorTdp, gpuTdp),
    freeM2Slots: freeM2Slots(build.expansion),
    freeSataPorts: freeSataPorts(build.expansion),
    freeRamSlots: freeRamSlots(build.expansion),
    usbTotal: usbTotal(build.connectivity),
  };
}
