import { paginationHeaders } from '@lessor/domain/query';
import type { FastifyReply } from 'fastify';
import type { ListPage, ListRequest } from '../reading/list-records.ts';
import { projectRecord, type QueryString, single } from './read-list-request.ts';

/** A list call's answer: the four paging headers, and the page's records, projected when asked. */
export function listAnswer(reply: FastifyReply, query: QueryString, request: ListRequest, page: ListPage) {
  reply.headers({
    [paginationHeaders.continues]: String(page.continues),
    [paginationHeaders.size]: String(request.range.limit),
    [paginationHeaders.limit]: String(page.records.length),
    [paginationHeaders.offset]: String(request.range.offset),
  });
  const projection = single(query, 'projection');
  return projection ? page.records.map((item) => projectRecord(item, projection)) : page.records;
}
