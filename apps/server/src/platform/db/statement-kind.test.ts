import { describe, expect, it } from 'vitest';
import { statementKind } from './statement-kind';

describe('statementKind', () => {
  it('reads selects, locking ones too, and withs that change nothing', () => {
    expect(statementKind('select "id" from "users" where "id" = $1')).toBe('read');
    expect(statementKind('  SELECT 1 for update')).toBe('read');
    expect(statementKind('with "a" as (select 1) select "updated_at" from "a"')).toBe('read');
  });

  it('counts every statement that may change rows, and anything unknown, as a write', () => {
    expect(statementKind('insert into "cart_items" values ($1)')).toBe('write');
    expect(statementKind('update "sessions" set "last_seen_at" = $1')).toBe('write');
    expect(statementKind('delete from "sessions" where "token_hash" = $1')).toBe('write');
    expect(statementKind('with "gone" as (delete from "x" returning *) select * from "gone"')).toBe(
      'write',
    );
    expect(statementKind('truncate "outbox"')).toBe('write');
    expect(statementKind('create table "x" ("id" int)')).toBe('write');
    expect(statementKind('')).toBe('write');
  });

  it('tells transaction control from savepoints', () => {
    expect(statementKind('begin')).toBe('begin');
    expect(statementKind('start transaction isolation level serializable')).toBe('begin');
    expect(statementKind('commit')).toBe('end');
    expect(statementKind('rollback')).toBe('end');
    expect(statementKind('savepoint "sp1"')).toBe('savepoint');
    expect(statementKind('release savepoint "sp1"')).toBe('savepoint');
    expect(statementKind('rollback to savepoint "sp1"')).toBe('savepoint');
  });
});
