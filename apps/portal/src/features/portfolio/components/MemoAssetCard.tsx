/**
 * One memo asset card (spec §2 Memo assets) whose approximate value (DecimalInput, ≥ 0, 2 decimals)
 * and value date (not in the future) are inline-editable cells; each save PATCHes the asset's own
 * link and the card keeps the saved asset, so the other field's next save sends the current pair.
 */
import { useState } from 'react';
import { MEMO_ASSET_MAX_VALUE, type MemoAsset } from '@portal/api/browser';
import { formatDate, formatMoney, memoAssetEditTexts, memoAssetsTexts, todayInLondon } from '@portal/domain';
import { Card, CellDateField, DecimalInput, FiguresList } from '@portal/ui';
import { EditableCellField } from '../../../shared/editable-cell/EditableCellField.tsx';
import { saveMemoAsset, validateMemoDate, validateMemoValue } from '../memo-asset-save.ts';

export function MemoAssetCard({ clientId, asset: loaded }: { clientId: number; asset: MemoAsset }) {
  const [asset, setAsset] = useState(loaded);
  const today = todayInLondon();
  const save = async (change: Parameters<typeof saveMemoAsset>[2]) => setAsset(await saveMemoAsset(clientId, asset, change));
  const value = (
    <EditableCellField
      label={memoAssetEditTexts.valueOf(asset.description)}
      value={asset.approximateValue === null ? '' : asset.approximateValue.toFixed(2)}
      display={(text) => (text === '' ? '–' : formatMoney(Number(text)))}
      validate={validateMemoValue}
      save={(text) => save({ approximateValue: Number(text) })}
      renderEditor={(editor) => <DecimalInput {...editor} hideLabel decimals={2} max={MEMO_ASSET_MAX_VALUE} />}
    />
  );
  const date = (
    <EditableCellField
      label={memoAssetEditTexts.dateOf(asset.description)}
      value={asset.valueEffectiveDate ?? ''}
      display={(text) => (text === '' ? '–' : formatDate(text))}
      validate={(draft) => validateMemoDate(draft, today)}
      save={(text) => save({ valueEffectiveDate: text })}
      renderEditor={(editor) => <CellDateField {...editor} maxValue={today} />}
    />
  );
  return (
    <Card title={asset.description} subtitle={asset.institution ?? undefined} headingLevel={2}>
      <FiguresList
        items={[
          { label: memoAssetsTexts.approximateValue, value },
          { label: memoAssetsTexts.planNumber, value: asset.planNumber },
          { label: memoAssetsTexts.valueEffectiveDate, value: date },
        ]}
      />
    </Card>
  );
}
