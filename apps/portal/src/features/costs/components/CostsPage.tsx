/**
 * Costs and charges (issue 32 item 3): the period (a tax year, or chosen dates), a section per open
 * account and Combined with every cost line in pounds and percent, the effect on the return and the
 * next 12 months; downloadable as CSV and PDF with the same figures (shared/costs-report.ts).
 */
import { useNavigate } from 'react-router-dom';
import type { CostsAndCharges as CostsData } from '@portal/api/browser';
import { costsTexts, encodeIso88591, CSV_MIME_TYPE, todayInLondon } from '@portal/domain';
import { DownloadMenu, PageContainer, PageHeading } from '@portal/ui';
import { CostsAndCharges, CostsPeriodPicker, type CostsPeriodValue } from '@portal/ui/CostsAndCharges';
import { useClient } from '../../../shared/client/client-context.ts';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../../shared/load/LoadFailure.tsx';
import { useRouteRetry } from '../../../shared/load/define-route.tsx';
import { paths } from '../../../shared/paths.ts';
import { usePrintState } from '../../../shared/print/use-print-state.ts';
import { saveFile } from '../../../shared/save-file.ts';
import { costsSearch } from '../api.ts';
import {
  costsCsv,
  costsCsvFileName,
  costsPageInput,
  costsPdfFileName,
  costsPeriodText,
  costsSections,
  type CostsReportInput,
} from '../../../shared/costs-report.ts';
import * as styles from './CostsPage.css.ts';

export interface CostsPageProps {
  costs: Promise<CostsData>;
}

export function CostsPage({ costs }: CostsPageProps) {
  const { retries, retry } = useRouteRetry();
  return (
    <PageContainer>
      <PageHeading>{costsTexts.title}</PageHeading>
      <div className={styles.stack}>
        <p className={styles.intro}>{costsTexts.intro}</p>
        <Deferred
          resolve={costs}
          context="costs"
          fallback={<CostsAndCharges isLoading />}
          failure={({ errorCode }) => <LoadFailure thing={costsTexts.loadThing} retries={retries} errorCode={errorCode} onRetry={retry} />}
        >
          {(data) => <CostsView data={data} />}
        </Deferred>
      </div>
    </PageContainer>
  );
}

function CostsView({ data }: { data: CostsData }) {
  const { client } = useClient();
  const navigate = useNavigate();
  const { printState, printPdf } = usePrintState();
  const sections = costsSections(data, client.accounts);
  const clientName = `${client.forename} ${client.surname}`;
  const report = (): CostsReportInput => ({ clientId: client.clientId, clientName, data, sections, reportDate: todayInLondon() });
  const current = data.taxYears.find((y) => y.label === data.period.taxYear);
  const value: CostsPeriodValue = current
    ? { kind: 'taxYear', startYear: current.startYear }
    : { kind: 'range', from: data.period.from, to: data.period.to };
  const choose = (next: CostsPeriodValue) =>
    navigate(
      paths.client.costs.href() +
        costsSearch(next.kind === 'taxYear' ? { taxYear: String(next.startYear) } : { from: next.from, to: next.to }),
    );

  const downloadCsv = () =>
    saveFile(new Blob([encodeIso88591(costsCsv(report())) as BlobPart], { type: CSV_MIME_TYPE }), costsCsvFileName(client.clientId, data));
  // Only the client and the period shown: the print service reads the costs itself (security review L5).
  const downloadPdf = () =>
    void printPdf(
      { state: costsPageInput(client.clientId, value), printRoute: paths.client.costs.href(), footer: clientName },
      costsPdfFileName(client.clientId, data),
    );

  return (
    <>
      <div className={styles.toolbar}>
        <CostsPeriodPicker
          taxYears={data.taxYears}
          value={value}
          from={data.period.from}
          to={data.period.to}
          today={data.today}
          maxDate={data.valuationDate}
          minDate={data.taxYears.at(-1)?.from ?? data.period.from}
          onChange={choose}
        />
        {sections.length > 0 && <DownloadMenu csv={{ onAction: downloadCsv }} pdf={{ onAction: downloadPdf }} printState={printState} />}
      </div>
      <CostsAndCharges sections={sections} period={costsPeriodText(data)} cashInterestRetainedKnown={data.cashInterestRetainedKnown} />
    </>
  );
}
