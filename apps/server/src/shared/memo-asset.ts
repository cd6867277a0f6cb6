/**
 * One memo asset as the API answers it (spec §3), with its `self` link: the PATCH address of its
 * approximate value and value date. Shared by the client resource and the memo asset PATCH.
 */
import { href, routes } from '@portal/api';
import type { MemoAsset } from '@portal/api';

export interface MemoAssetRow {
  memo_asset_id: number;
  client_id: number;
  description: string;
  plan_number: string | null;
  institution: string | null;
  /** numeric: a number, or a string when it comes through json aggregation. */
  approximate_value: number | string | null;
  value_effective_date: string | null;
}

export function toMemoAsset(m: MemoAssetRow): MemoAsset {
  return {
    memoAssetId: m.memo_asset_id,
    description: m.description,
    planNumber: m.plan_number,
    institution: m.institution,
    approximateValue: m.approximate_value === null ? null : Number(m.approximate_value),
    valueEffectiveDate: m.value_effective_date,
    _links: { self: { href: href(routes.memoAsset, { clientId: m.client_id, memoAssetId: m.memo_asset_id }) } },
  };
}
