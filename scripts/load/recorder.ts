// Every action's timing and outcome, with the moment it ended, so any window of a run (a step
// of a growing population, the restart) can be summed up afterwards.
export interface ActionFigures {
  action: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface Failure {
  /** When the request was sent, and when it failed. */
  sent: number;
  t: number;
  action: string;
  status: number;
  detail: string;
}

export class Recorder {
  private times = new Map<string, { at: number[]; ms: number[]; ok: boolean[] }>();
  readonly failures: Failure[] = [];

  record(action: string, ms: number, ok: boolean, status = 200, detail = "") {
    let series = this.times.get(action);
    if (!series) {
      series = { at: [], ms: [], ok: [] };
      this.times.set(action, series);
    }
    const now = Date.now();
    series.at.push(now);
    series.ms.push(ms);
    series.ok.push(ok);
    if (!ok) this.failures.push({ sent: now - ms, t: now, action, status, detail: detail.slice(0, 200) });
  }

  figures(from = 0, to = Number.POSITIVE_INFINITY): ActionFigures[] {
    return [...this.times.entries()].map(([action, series]) => {
      const ms: number[] = [];
      let errors = 0;
      series.at.forEach((at, i) => {
        if (at < from || at > to) return;
        ms.push(series.ms[i] ?? 0);
        if (!series.ok[i]) errors += 1;
      });
      ms.sort((a, b) => a - b);
      const at = (share: number) => round(ms[Math.max(0, Math.ceil(share * ms.length) - 1)] ?? 0);
      return { action, requests: ms.length, errors, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
    });
  }
}

export const round = (ms: number) => Math.round(ms * 10) / 10;
