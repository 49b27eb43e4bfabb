import { describe, expect, it } from 'vitest'

import { FeedFileError, feedFromJson, feedUrlProblem } from './feed-file'

describe('feedFromJson', () => {
  it('reads the lists, a bare list of properties, or an Omnicasa envelope', () => {
    expect(feedFromJson({ Properties: [{ ID: 1 }], Projects: [], Regions: null })).toEqual({ Properties: [{ ID: 1 }], Projects: [] })
    expect(feedFromJson([{ ID: 1 }])).toEqual({ Properties: [{ ID: 1 }] })
    expect(feedFromJson({ GetPropertyListJsonResult: { Success: true, Value: { RowsCount: 1, Items: [{ ID: 2 }] } } })).toEqual({ Properties: [{ ID: 2 }] })
  })

  it('refuses what the importer could not read', () => {
    expect(() => feedFromJson('text')).toThrow(FeedFileError)
    expect(() => feedFromJson(null)).toThrow('not a JSON object or array')
    expect(() => feedFromJson({ Properties: { ID: 1 } })).toThrow('Properties is not a list')
    expect(() => feedFromJson({ properties: [] })).toThrow(/none of Properties/)
  })
})

describe('feedUrlProblem', () => {
  it('accepts https anywhere and http on the loopback only', () => {
    expect(feedUrlProblem('https://crm.example/feed.json')).toBeNull()
    expect(feedUrlProblem('http://127.0.0.1:8080/feed.json')).toBeNull()
    expect(feedUrlProblem('http://localhost/feed.json')).toBeNull()
    expect(feedUrlProblem('http://[::1]:81/feed.json')).toBeNull()
    expect(feedUrlProblem('http://crm.example/feed.json')).toMatch(/must be https/)
    expect(feedUrlProblem('http://127.0.0.1.example/feed.json')).toMatch(/must be https/)
    expect(feedUrlProblem('ftp://crm.example/feed.json')).toBe('must be an https URL')
    expect(feedUrlProblem('not a url')).toBe('is not a URL')
  })
})
