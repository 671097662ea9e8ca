import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Holds a card's query until the frame its card mounts in is painted: a detail page shows its
 * cards first and asks for what they list right after (bench/web-detail: starting four requests
 * took about 12 ms of the frame after the record arrived). Answers whether the query may run, and
 * whether it is held back, which the card shows as loading. Data already cached shows at once.
 */
export function useQueryAfterPaint(wanted: boolean): { enabled: boolean; held: boolean } {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    // The task after the frame's paint, not the frame's own callbacks, which run before it.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return { enabled: wanted && painted, held: wanted && !painted };
}

/**
 * A card's query, held until its first frame is painted; its `isLoading` covers the wait too,
 * unless the data is cached already.
 */
export function useCardQuery<T>(options: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled: boolean;
}) {
  const { enabled, held } = useQueryAfterPaint(options.enabled);
  const query = useQuery({ ...options, enabled });
  return { query, isLoading: query.isLoading || (held && query.data === undefined) };
}
