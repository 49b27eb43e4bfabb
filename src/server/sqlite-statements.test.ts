import { createClient } from '@libsql/client'
import Database from 'libsql'
import { describe, expect, it } from 'vitest'

import { MAX_CACHED_STATEMENTS, reuseSqliteStatements, withStableAliases } from './sqlite-statements'

/** A driver that counts what it prepares, per connection. */
function countingDriver() {
  const prepared: string[] = []
  class Connection {
    constructor(readonly name: string) {}
    prepare(sql: string) {
      prepared.push(`${this.name}: ${sql}`)
      return { sql, connection: this.name }
    }
  }
  return { Connection, prepared }
}

describe('reuseSqliteStatements', () => {
  it('prepares each SQL text once per connection', () => {
    const { Connection, prepared } = countingDriver()
    reuseSqliteStatements(Connection)
    reuseSqliteStatements(Connection)
    const one = new Connection('one')
    const two = new Connection('two')
    expect(one.prepare('select 1')).toBe(one.prepare('select 1'))
    one.prepare('select 2')
    two.prepare('select 1')
    expect(prepared).toEqual(['one: select 1', 'one: select 2', 'two: select 1'])
  })

  it('drops the least recently used statement beyond the cap, keeping those in use', () => {
    const { Connection, prepared } = countingDriver()
    reuseSqliteStatements(Connection)
    const connection = new Connection('c')
    connection.prepare('select hot')
    for (let index = 0; index < MAX_CACHED_STATEMENTS * 2; index++) {
      connection.prepare(`select ${index}`)
      connection.prepare('select hot')
    }
    expect(prepared.filter((sql) => sql === 'c: select hot')).toHaveLength(1)
    connection.prepare(`select ${MAX_CACHED_STATEMENTS * 2 - 1}`)
    connection.prepare('select 0')
    expect(prepared.filter((sql) => sql === 'c: select 0')).toHaveLength(2)
    expect(prepared.filter((sql) => sql === `c: select ${MAX_CACHED_STATEMENTS * 2 - 1}`)).toHaveLength(1)
  })

  it('names the random aliases of a query in order, so the same query is one text', () => {
    const query = (a: string, b: string) => `select "${a}"."x" from "t" "${a}" join "u" "${b}" on "${a}"."id" = "${b}"."id" where "${b}"."y" = ?`
    const one = query('db318929_a09e_4989_9f1a_2e2211b5d110', '0a1b2c3d_4e5f_4a6b_8c7d_9e0f1a2b3c4d')
    const two = query('7f3e2d1c_0b9a_4c8d_9e7f_6a5b4c3d2e1f', 'ffffffff_0000_4000_8000_000000000000')
    expect(withStableAliases(one)).toBe(query('alias_0', 'alias_1'))
    expect(withStableAliases(two)).toBe(withStableAliases(one))
    expect(withStableAliases('select "properties_id" from "t" where "a_b" = ?')).toBe('select "properties_id" from "t" where "a_b" = ?')
  })

  it('gives libSQL the right rows with reused statements, also after a failed one', async () => {
    reuseSqliteStatements()
    const connection = new Database(':memory:')
    expect(connection.prepare('select 1')).toBe(connection.prepare('select 1'))
    connection.close()
    const client = createClient({ url: ':memory:' })
    await client.execute('create table t (a integer unique, b text)')
    const insert = 'insert into t (a, b) values (?, ?) returning a'
    expect((await client.execute({ sql: insert, args: [1, 'x'] })).rows[0]?.a).toBe(1)
    await expect(client.execute({ sql: insert, args: [1, 'y'] })).rejects.toThrow(/UNIQUE/)
    expect((await client.execute({ sql: insert, args: [2, 'z'] })).rows[0]?.a).toBe(2)
    const select = 'select b from t where a = ?'
    expect((await client.execute({ sql: select, args: [1] })).rows.map((row) => row.b)).toEqual(['x'])
    expect((await client.execute({ sql: select, args: [2] })).rows.map((row) => row.b)).toEqual(['z'])
    const aliased = (alias: string) => `select "${alias}"."b" from "t" "${alias}" where "${alias}"."a" = ?`
    expect((await client.execute({ sql: aliased('db318929_a09e_4989_9f1a_2e2211b5d110'), args: [2] })).rows.map((row) => row.b)).toEqual(['z'])
    expect((await client.execute({ sql: aliased('0a1b2c3d_4e5f_4a6b_8c7d_9e0f1a2b3c4d'), args: [1] })).rows.map((row) => row.b)).toEqual(['x'])
    expect((await client.execute('delete from t')).rowsAffected).toBe(2)
    client.close()
  })
})
