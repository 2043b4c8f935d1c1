import type { ErasureRule } from '@shop/domain';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from './db/schema';

/**
 * The registry of personal data (docs/decisions/052-a-registry-of-personal-data.md): every table
 * that holds something about a customer has one entry, contributed by the module that owns the
 * table, saying how to export it and what erasure does to it. The data-rights module runs them
 * all; a test reads the schema and fails for a table with a user column and no entry.
 */

/** Whose data: read from the account before anything is erased. */
export type PersonalDataSubject = {
  userId: string;
  email: string;
  /** Ten digits, or null. */
  phone: string | null;
};

/** Rows of an export section: plain values, dates and JSON only. */
export type ExportRow = Record<string, unknown>;

export interface PersonalDataEntry {
  /** The table the entry answers for: its owning module registers it. */
  table: keyof Database & string;
  /** The name of its section in the export. */
  section: string;
  /**
   * 'staff' for a table whose user column names the staff member who acted (their sign-in, their
   * audit entries): a customer has no rows there, a staff member's export and erasure find theirs.
   */
  heldFor?: 'staff';
  erasure: ErasureRule;
  /** For the customer: what is kept and why, or what is removed. Shown in the export. */
  note: string;
  /** Every row about the subject, without secrets (hashes of passwords, tokens and codes). */
  export(subject: PersonalDataSubject): Promise<ExportRow[]>;
  /** Applies the rule in the erasure's transaction; answers how many rows it touched. */
  erase(trx: Transaction<Database>, subject: PersonalDataSubject, now: Date): Promise<number>;
  /** Why erasure must wait (a payment still being confirmed), or null. */
  holdsErasure?(subject: PersonalDataSubject): Promise<string | null>;
}

export interface PersonalDataRegistry {
  /** Called once per table by the module that owns it, when its plugin registers. */
  register(entry: PersonalDataEntry): void;
  /** Every entry, in the order registered. */
  entries(): readonly PersonalDataEntry[];
}

declare module 'fastify' {
  interface FastifyInstance {
    personalData: PersonalDataRegistry;
  }
}

export const personalDataPlugin = fp(
  async (app) => {
    const entries: PersonalDataEntry[] = [];
    app.decorate('personalData', {
      register(entry) {
        if (entries.some((each) => each.table === entry.table)) {
          throw new Error(`Personal data of ${entry.table} registered twice`);
        }
        entries.push(entry);
      },
      entries: () => entries,
    } satisfies PersonalDataRegistry);
  },
  { name: 'personal-data' },
);
