import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';

/** Where the shop draws chance (a game's budgets): crypto's, unless a test scripts it. */
export interface Dice {
  /** A whole number from min to max, both included. */
  wholeNumber(min: number, max: number): number;
}

export const cryptoDice: Dice = { wholeNumber: (min, max) => randomInt(min, max + 1) };

/** Dice that give scripted numbers first, in order, then fall back to crypto's. */
export interface ScriptedDice extends Dice {
  /** Queues numbers to give first; answers how many wait now. */
  script(numbers: readonly number[]): number;
}

export function scriptedDice(fallback: Dice = cryptoDice): ScriptedDice {
  const queue: number[] = [];
  return {
    wholeNumber(min, max) {
      const next = queue.shift();
      if (next === undefined) return fallback.wholeNumber(min, max);
      if (!Number.isSafeInteger(next) || next < min || next > max) {
        throw new RangeError(`The scripted number ${next} is not from ${min} to ${max}`);
      }
      return next;
    },
    script(numbers) {
      return queue.push(...numbers);
    },
  };
}

export function isScripted(dice: Dice): dice is ScriptedDice {
  return typeof (dice as Partial<ScriptedDice>).script === 'function';
}

declare module 'fastify' {
  interface FastifyInstance {
    dice: Dice;
  }
}

/** The dice given (tests), else crypto's; outside production they can be scripted (dev routes). */
export const dicePlugin = fp<{ dice?: Dice | undefined; scriptable?: boolean }>(
  async (app, { dice, scriptable = false }) => {
    app.decorate('dice', dice ?? (scriptable ? scriptedDice() : cryptoDice));
  },
  { name: 'dice' },
);
