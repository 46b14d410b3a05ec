// Success bodies of two test scenarios that decorate an ordinary envelope: the caller's secret echoed back, and hostile text everywhere.

/**
 * Every character that can reorder or hide text, between letters: RLO and the other embeddings and
 * overrides, isolates, LRM/RLM, ALM (U+061C), C0 and C1 controls, BOM. XML 1.0 cannot carry most C0
 * characters, so use json/jsonu/serialize/var_export to see them all.
 */
export const HOSTILE_TEXT = 'a\u202eRLO b\u202dLRO c\u202aLRE d\u202bRLE e\u202cPDF f\u2066LRI g\u2067RLI h\u2068FSI i\u2069PDI j\u200eLRM k\u200fRLM l\u061cALM m\u0000NUL n\u0007BEL o\u001bESC p\u007fDEL q\u0085NEL r\u009bCSI s\ufeffBOM t';

const hostile = (label: string) => `${label} ${HOSTILE_TEXT}`;

/** Puts HOSTILE_TEXT in every text the app shows: record fields, seller, refused links, priceRange keys, envelope fields. */
export function withHostileText(envelope: Record<string, unknown>): Record<string, unknown> {
  const item = { ...(envelope.item as Record<string, unknown>) };
  for (const field of ['title', 'nick', 'location', 'desc_short', 'format_check']) if (field in item) item[field] = hostile(field);
  item.location = `${hostile('country')}»${hostile('city')}`;
  item.detail_url = `javascript:${HOSTILE_TEXT}`;
  const seller = { ...(item.seller_info as Record<string, unknown>) };
  for (const field of Object.keys(seller)) seller[field] = hostile(field);
  seller.zhuy = `ftp://${HOSTILE_TEXT}`;
  item.seller_info = seller;
  if ('priceRange' in item) item.priceRange = { [`1${HOSTILE_TEXT}`]: 9.5, '10': 8 };
  if (Array.isArray(item.props)) item.props = [{ name: hostile('name'), value: hostile('value') }];
  if (Array.isArray(item.shop_item)) item.shop_item = [hostile('shop_item')];
  return {
    ...envelope,
    item,
    error: hostile('error'),
    reason: hostile('reason'),
    api_info: hostile('api_info'),
    server_time: hostile('server_time'),
    client_ip: hostile('client_ip'),
    secache_date: hostile('secache_date'),
    server_memory: hostile('server_memory'),
    language: { default_lang: hostile('default_lang'), current_lang: hostile('current_lang') },
    [`extra${HOSTILE_TEXT}`]: hostile('extra'),
  };
}

/**
 * What a careless real gateway does: echo the request, secret included, in call_args, in a request URL
 * (percent-encoded) and in the reason, next to the key as real reason texts carry it (`Key[…]`). Each
 * result_type escapes it its own way (json `\/` and `\uXXXX`, XML entities, var_export `\'`), which
 * the escaped-secret account's secret makes visible. The URL also goes into a response header.
 */
export function withEchoedSecret(envelope: Record<string, unknown>, key: string, secret: string): { envelope: Record<string, unknown>; headers: Record<string, string> } {
  const url = `https://api.example.invalid/item_get/?key=${encodeURIComponent(key)}&secret=${encodeURIComponent(secret)}`;
  const urlencoded = `key=${encodeURIComponent(key)}&secret=${encodeURIComponent(secret).replace(/'/g, '%27').replace(/%20/g, '+')}`;
  return {
    envelope: {
      ...envelope,
      reason: `Key[${key}] echo: secret ${secret}`,
      call_args: { ...(envelope.call_args as Record<string, unknown>), key, secret, request_url: url, form: urlencoded },
    },
    headers: { 'X-Request-Url': url },
  };
}
