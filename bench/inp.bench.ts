/**
 * Interaction to next paint of the first press straight after landing (issue 31 item 4): demo.client
 * opens each page and presses Menu, Download, the account selector or the date-range picker once, as
 * soon as it is on screen — a mouse click with no hover first, and a touch tap — BENCH_INP_RUNS times
 * each (default 20). Prints each control's median, p75 and worst time to next paint and how many
 * presses were lost (opened nothing). Target (issue 31): ≤ 100 ms, none lost. Needs a quiet machine.
 */
import { EVENT_TIMING_SCRIPT, FIRST_PRESS_CONTROLS, firstPress, type PressInput } from '../testing/first-press.ts';
import { addSessionCookie, figure, launchChromium, loginCookie, median, percentile, startServer } from './harness.ts';

const RUNS = Number(process.env.BENCH_INP_RUNS ?? 20);
const server = await startServer(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {});
const browser = await launchChromium();
try {
  const cookie = await loginCookie(server.baseUrl, 'demo.client@example.com');
  for (const input of ['mouse', 'touch'] as PressInput[]) {
    const context = await browser.newContext({
      viewport: { width: input === 'touch' ? 390 : 1280, height: 800 },
      hasTouch: input === 'touch',
    });
    await addSessionCookie(context, server.baseUrl, cookie);
    await context.addInitScript(EVENT_TIMING_SCRIPT);
    const page = await context.newPage();
    for (const control of FIRST_PRESS_CONTROLS) {
      const times: number[] = [];
      let lost = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const press = await firstPress(page, server.baseUrl, control, input);
        if (press.handled) times.push(press.nextPaintMs);
        else lost += 1;
      }
      const label = `${input}: ${control.name}`;
      figure(`${label}, next paint median`, median(times), 'ms');
      figure(`${label}, next paint p75`, percentile(times, 75), 'ms');
      figure(`${label}, next paint worst`, Math.max(...times), 'ms', `n=${RUNS}, lost ${lost}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
