/**
 * Saving a memo asset's approximate value or value date (issue 11): PATCH on the asset's own `self`
 * link with both fields, then the portal's shared client resource takes the saved asset, so Home
 * shows the new value without a reload.
 */
import { linkHref, type ClientResource, type MemoAsset, type MemoAssetValueRequest } from '@portal/api/browser';
import { isDecimalNumber, memoAssetEditTexts, todayInLondon } from '@portal/domain';
import { updateClientResource } from '../../shared/client/update-client-resource.ts';
import { portfolioApi } from './api.ts';

export async function saveMemoAsset(clientId: number, asset: MemoAsset, change: Partial<MemoAssetValueRequest>): Promise<MemoAsset> {
  const href = linkHref(asset, 'self');
  if (!href) throw new Error(`memo asset ${asset.memoAssetId} has no self link`);
  const saved = await portfolioApi.memoAssetValue(href, {
    approximateValue: asset.approximateValue ?? 0,
    // An asset without a value date gets today's with its first value.
    valueEffectiveDate: asset.valueEffectiveDate ?? todayInLondon(),
    ...change,
  });
  await updateClientResource(clientId, (client: ClientResource) => ({
    ...client,
    memoAssets: client.memoAssets.map((m) => (m.memoAssetId === saved.memoAssetId ? saved : m)),
  }));
  return saved;
}

/** The value's draft: a number (the field keeps ≥ 0 and 2 decimals itself). */
export function validateMemoValue(draft: string): string | null {
  return isDecimalNumber(draft) ? null : memoAssetEditTexts.valueRequired;
}

/** The value date's draft: a whole date, not after today (London). */
export function validateMemoDate(draft: string, today: string = todayInLondon()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return memoAssetEditTexts.invalidDate;
  return draft > today ? memoAssetEditTexts.futureDate : null;
}
