import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PrebuiltDefinition, prebuiltListSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { seedDataDir } from '../../../src/paths';

/** The range as data/prebuilts/prebuilts.json holds it. */
export async function rangeFile(): Promise<PrebuiltDefinition[]> {
  const rows = JSON.parse(await readFile(join(seedDataDir, 'prebuilts/prebuilts.json'), 'utf8'));
  return prebuiltListSchema.parse(rows);
}

export function fetchPrebuilt(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/fetchprebuilt', payload: body });
}

export function getPc(app: FastifyInstance, useCase: string, id: string) {
  return app.inject({ method: 'POST', url: '/api/getPc', payload: { useCase, id } });
}

/** One machine's offer as getPc answers it. */
export async function offerOf(app: FastifyInstance, machine: PrebuiltDefinition) {
  const response = await getPc(app, machine.useCase, machine.id);
  if (response.statusCode !== 200) throw new Error(`getPc ${machine.id}: ${response.body}`);
  return response.json().rows[0] as { updatedPrice: number; stockStatus: 'Y' | 'N' };
}
