import type { EntityDefinition } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import type { LogBook, LogLine } from './log-book.ts';
import { SystemLogStream } from './system-log-stream.ts';

function streamKeeping(level: 'INFO' | 'WARN') {
  const kept: LogLine[] = [];
  const written: string[] = [];
  const book = { add: (_entity: EntityDefinition, line: LogLine) => kept.push(line) } as unknown as LogBook;
  const stream = new SystemLogStream(book, level, { write: (line: string) => written.push(line) });
  return { stream, kept, written };
}

const line = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ time: 1_764_000_000_000, pid: 1, ...fields })}\n`;

describe('the system log stream', () => {
  it('passes every line on and keeps a tenant’s lines at the level and above', () => {
    const { stream, kept, written } = streamKeeping('WARN');
    stream.write(line({ level: 30, tenant: 'alpha', user: 'ada', msg: 'an info' }));
    stream.write(line({ level: 40, tenant: 'alpha', user: 'ada', reqId: 'r-1', msg: 'a warning', code: 7 }));
    stream.write(line({ level: 60, tenant: 'beta', msg: 'fatal' }));
    expect(written).toHaveLength(3);
    expect(kept.map((kept) => [kept.tenant, kept.fields.level, kept.fields.message])).toEqual([
      ['alpha', 'WARN', 'a warning'],
      ['beta', 'ERROR', 'fatal'],
    ]);
    expect(kept[0]).toMatchObject({ username: 'ada', type: 'APPLICATION' });
    expect(kept[0]?.fields).toMatchObject({ requestId: 'r-1', date: '2025-11-24T16:00:00.000Z' });
    expect(JSON.parse(String(kept[0]?.fields.details))).toEqual({ code: 7 });
  });

  it('leaves out lines of no tenant, Fastify’s request lines, and what is not JSON', () => {
    const { stream, kept } = streamKeeping('INFO');
    stream.write(line({ level: 30, msg: 'server listening' }));
    stream.write(line({ level: 30, tenant: 'alpha', req: { url: '/api' }, msg: 'incoming request' }));
    stream.write(line({ level: 30, tenant: 'alpha', res: { statusCode: 200 }, msg: 'request completed' }));
    stream.write('not json\n');
    expect(kept).toEqual([]);
  });

  it('keeps a job’s line under the tenant the job works for', () => {
    const { stream, kept } = streamKeeping('INFO');
    stream.write(
      line({
        level: 50,
        msg: 'job failed',
        job: { name: 'export', data: { tenant: 'alpha', username: 'ada' } },
      }),
    );
    stream.write(line({ level: 50, msg: 'cron run failed', job: { tenant: 'beta', name: 'expire-logs' } }));
    expect(kept.map((kept) => [kept.tenant, kept.type, kept.username])).toEqual([
      ['alpha', 'JOB', 'ada'],
      ['beta', 'JOB', 'system'],
    ]);
  });
});
