/** What the topology suite needs to reach and watch the running topology (written by topology/start.mjs). */
import { readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { request } from 'node:https';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser.ts';

export interface TopologyManifest {
  /** The proxy's address (https). */
  url: string;
  /** The CA this run generated; the proxy's certificate is signed by it. */
  caCert: string;
  /** A home directory whose NSS database trusts that CA (Chromium on Linux reads ~/.pki/nssdb). */
  home: string;
  /** nginx's access log: one line per request, with the instance that served it and the request id. */
  accessLog: string;
  databaseUrl: string;
  instances: Array<{ name: string; url: string; pid: number }>;
  printService: { url: string; pid: number };
  workDir: string;
}

/** Chromium that trusts the run's CA for real (no certificate error is ignored). */
export function launchTrustingBrowser(topology: TopologyManifest): Promise<Browser> {
  return launchBrowser({ env: { ...process.env, HOME: topology.home } });
}

export interface ProxyLogLine {
  method: string;
  path: string;
  protocol: string;
  status: number;
  /** host:port of the instance that answered; '-' when nginx served it itself. */
  upstream: string;
  requestId: string;
  userAgent: string;
}

/** nginx's access log as written by topology/nginx.mjs's `topology` format. */
export function proxyLog(topology: TopologyManifest): ProxyLogLine[] {
  const pattern = /^\S+ \[[^\]]+\] "(\S+) (\S+) (\S+)" (\d{3}) \d+ upstream=(.+?) request_id=(\S+) rt=\S+ ua="([^"]*)"$/;
  return readFileSync(topology.accessLog, 'utf8')
    .split('\n')
    .map((line) => pattern.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, method, path, protocol, status, upstream, requestId, userAgent]) => ({
      method: method!,
      path: path!,
      protocol: protocol!,
      status: Number(status),
      upstream: upstream!,
      requestId: requestId!,
      userAgent: userAgent!,
    }));
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An HTTPS request that trusts only this run's CA (Node's fetch takes no CA per call). */
export function httpsGet(topology: TopologyManifest, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${topology.url}${path}`, { ca: readFileSync(topology.caCert), headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The same over HTTP/2 (ALPN h2): rejects when the proxy does not speak it. */
export function http2Get(topology: TopologyManifest, path: string): Promise<{ status: number; alpn: string | false }> {
  return new Promise((resolve, reject) => {
    const session = connect(topology.url, { ca: readFileSync(topology.caCert) });
    session.on('error', reject);
    const stream = session.request({ ':path': path, accept: 'text/html' });
    stream.on('response', (headers) => {
      const alpn = session.alpnProtocol ?? false;
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve({ status: Number(headers[':status']), alpn });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}
