// Wall-clock text in the gateway's region (server_time, secache_date, the metering day), independent of the host's TZ.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(region: string): Intl.DateTimeFormat {
  let f = formatters.get(region);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: region,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(region, f);
  }
  return f;
}

/** Throws a RangeError for a time zone the runtime does not know: the CLI checks its option with this. */
export function assertRegion(region: string): void {
  formatter(region);
}

// Intl formatting costs more than the rest of a cached answer; every answer in the same second shares one text.
let memo = { second: NaN, region: '', text: '' };

/** "YYYY-MM-DD HH:MM:SS" in the region's local time. */
export function regionDateTime(ms: number, region: string): string {
  const second = Math.floor(ms / 1000);
  if (memo.second === second && memo.region === region) return memo.text;
  const text = formatDateTime(ms, region);
  memo = { second, region, text };
  return text;
}

function formatDateTime(ms: number, region: string): string {
  const parts: Record<string, string> = {};
  for (const p of formatter(region).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "YYYY-MM-DD" in the region's local time: the metering day and the expiry comparison use it. */
export function regionDay(ms: number, region: string): string {
  return regionDateTime(ms, region).slice(0, 10);
}
