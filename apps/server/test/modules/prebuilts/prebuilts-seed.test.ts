import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrebuiltsSeeder } from '../../../src/modules/prebuilts/seeder';
import { seedDataDir } from '../../../src/paths';

describe('the pre-builts seeder', () => {
  let dataDir: string;
  let rows: Record<string, unknown>[];
  // Refused before any row is written, so no transaction is needed.
  const apply = (changed: unknown[], dir = dataDir) =>
    createPrebuiltsSeeder(dir).apply(undefined as never, changed);
  const withRow = (index: number, change: Record<string, unknown>) =>
    rows.map((row, at) => (at === index ? { ...row, ...change } : row));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'prebuilts-seed-'));
    await cp(join(seedDataDir, 'catalogue'), join(dataDir, 'catalogue'), { recursive: true });
    rows = JSON.parse(await readFile(join(seedDataDir, 'prebuilts/prebuilts.json'), 'utf8'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a machine naming a part the catalogue does not have, with its path', async () => {
    const [first] = rows as { id: string; selection: Record<string, string> }[];
    const changed = withRow(0, { selection: { ...first?.selection, psu: 'no-such-psu' } });
    await expect(apply(changed)).rejects.toThrow(
      new RegExp(`row 1 \\(${first?.id}\\), selection: .*Power Supply`),
    );
  });

  it('refuses a machine that breaks a compatibility rule', async () => {
    const index = rows.findIndex((row) => row.id === 'gaming-titan-5080');
    const titan = rows[index] as { selection: Record<string, string> };
    // A 450 W supply cannot feed a Ryzen 7 9800X3D and an RTX 5080 with headroom.
    const weak = withRow(index, { selection: { ...titan.selection, psu: 'deepcool-pf450' } });
    await expect(apply(weak)).rejects.toThrow(
      new RegExp(`row ${index + 1} \\(gaming-titan-5080\\), selection: .*450 W`),
    );
  });

  it('refuses a machine listed under the wrong use case', async () => {
    const gamingIndex = rows.findIndex((row) => row.id === 'gaming-spark-3050');
    await expect(apply(withRow(gamingIndex, { useCase: 'ai' }))).rejects.toThrow(
      /row \d+ \(gaming-spark-3050\), useCase: ai machines need at least 32 GB of memory/,
    );
    await expect(apply(withRow(gamingIndex, { useCase: 'office' }))).rejects.toThrow(
      /row \d+ \(gaming-spark-3050\), useCase: Please Select Use Case/,
    );
  });

  it('checks machines against the catalogue files beside them', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'prebuilts-seed-'));
    try {
      await cp(join(seedDataDir, 'catalogue'), join(otherDir, 'catalogue'), { recursive: true });
      const gpusFile = join(otherDir, 'catalogue', 'gpus.json');
      const gpus = JSON.parse(await readFile(gpusFile, 'utf8')) as { idgpu: string }[];
      await writeFile(
        gpusFile,
        JSON.stringify(gpus.filter((gpu) => gpu.idgpu !== 'pny-rtx-a2000-12gb')),
      );
      await expect(apply(rows, otherDir)).rejects.toThrow(/architecture-draft-a2000/);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
