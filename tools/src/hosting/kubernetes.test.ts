// @vitest-environment node
// deploy/kubernetes: every manifest is valid against the Kubernetes API's schema (the
// validators kubernetes-models bundles: offline, no cluster), and agrees with the server
// it runs (probe paths, port, shutdown time, the release folder) and with the others
// (selectors, names).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { site } from 'shared-content';
import { TIMEOUTS } from 'site-server/app';
import { HEALTH_PATH } from 'site-server/serving/headers';
import { READY_PATH } from 'site-server/serving/readiness';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const folder = fileURLToPath(new URL('../../../deploy/kubernetes', import.meta.url));

/** The models whose validate() checks a manifest of each kind against the API's schema. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'v1 Service': Service,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1 Ingress': Ingress,
  'networking.k8s.io/v1 NetworkPolicy': NetworkPolicy,
  'batch/v1 Job': Job,
};

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name?: string; annotations?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: a parsed manifest, read field by field below
  spec: any;
};

const manifests = readdirSync(folder)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(folder, file), 'utf8')).map((document) => ({
      file,
      manifest: document.toJS() as Manifest,
    })),
  );
/** The site's manifest of a kind (`console`: the owner's console's, owner-console.yaml). */
const find = (kind: string, { console = false } = {}) => {
  const found = manifests.find(
    ({ file, manifest }) => manifest.kind === kind && (file === 'owner-console.yaml') === console,
  )?.manifest;
  if (!found) throw new Error(`No ${kind} in deploy/kubernetes`);
  return found;
};
const envOf = (container: { env: { name: string; value: string }[] }) =>
  Object.fromEntries(container.env.map(({ name, value }) => [name, value]));

describe('the Kubernetes manifests', () => {
  it('are each valid against the Kubernetes schema of their kind', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(8);
    for (const { file, manifest } of manifests) {
      const Model = models[`${manifest.apiVersion} ${manifest.kind}`];
      if (!Model) throw new Error(`${file}: no schema for ${manifest.apiVersion} ${manifest.kind}`);
      expect(() => new Model(manifest as never).validate(), file).not.toThrow();
    }
  });

  it('the validation rejects a broken manifest (it does check)', () => {
    const deployment = structuredClone(find('Deployment'));
    deployment.spec.replicas = 'two';
    delete deployment.spec.template.spec.containers[0].readinessProbe.httpGet.port;
    expect(() => new Deployment(deployment as never).validate()).toThrow(/replicas|port/);
  });

  it('kustomization lists every manifest that is applied', () => {
    const [kustomization] = parseAllDocuments(
      readFileSync(join(folder, 'kustomization.yaml'), 'utf8'),
    );
    const listed = (kustomization?.toJS() as { resources?: string[] } | undefined)?.resources;
    const applied = [...new Set(manifests.map(({ file }) => file))].filter(
      (file) => file !== 'release-job.yaml',
    );
    expect([...(listed ?? [])].sort()).toEqual(applied.sort());
  });

  it('probe the server where it answers: ready once warm, alive while it answers', () => {
    const pod = find('Deployment').spec.template.spec;
    const [site] = pod.containers;
    expect(site.readinessProbe.httpGet.path).toBe(READY_PATH);
    expect(site.livenessProbe.httpGet.path).toBe(HEALTH_PATH);
    expect(site.startupProbe.httpGet.path).toBe(HEALTH_PATH);
    const port = site.ports.find(
      (p: { name: string }) => p.name === site.readinessProbe.httpGet.port,
    );
    const env = Object.fromEntries(
      site.env.map(({ name, value }: { name: string; value: string }) => [name, value]),
    );
    expect(String(port.containerPort)).toBe(env.PORT);
  });

  it('give the pod time for preStop and the whole graceful shutdown', () => {
    const pod = find('Deployment').spec.template.spec;
    const preStopSeconds = Number(pod.containers[0].lifecycle.preStop.exec.command[1]);
    expect(preStopSeconds).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(
      preStopSeconds + TIMEOUTS.shutdownMs / 1000,
    );
  });

  it('share the release folder: the server reads it from the volume the release job writes', () => {
    const pod = find('Deployment').spec.template.spec;
    const [container] = pod.containers;
    const env = Object.fromEntries(
      container.env.map(({ name, value }: { name: string; value: string }) => [name, value]),
    );
    const mount = container.volumeMounts[0].mountPath;
    expect(env.SHELL_DIST).toBe(`${mount}/shell`);
    expect(env.REMOTES_ROOT).toBe(`${mount}/remotes`);
    expect(env.NOTICES_FILE).toBe(`${mount}/notices.json`);
    const claim = find('PersistentVolumeClaim');
    expect(pod.volumes[0].persistentVolumeClaim.claimName).toBe(claim.metadata.name);
    expect(claim.spec.accessModes).toContain('ReadWriteMany');
    const job = find('Job').spec.template.spec;
    expect(job.volumes[0].persistentVolumeClaim.claimName).toBe(claim.metadata.name);
    expect(job.containers[0].env).toContainEqual({ name: 'RELEASE_ROOT', value: mount });
  });

  it('point the Service, budget, autoscaler and ingress at the Deployment', () => {
    const deployment = find('Deployment');
    const labels = deployment.spec.template.metadata.labels;
    expect(find('Service').spec.selector).toEqual(labels);
    expect(find('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    const hpa = find('HorizontalPodAutoscaler').spec;
    expect(hpa.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    const rule = find('Ingress').spec.rules[0];
    expect(rule.host).toBe(new URL(site.origin).host);
    const root = rule.http.paths.find(({ path }: { path: string }) => path === '/');
    expect(root.backend.service.name).toBe(find('Service').metadata.name);
  });

  it('serve the site over HTTPS only: a certificate for its host from cert-manager, HTTP redirected', () => {
    const ingress = find('Ingress');
    const hosts = ingress.spec.rules.map(({ host }: { host: string }) => host);
    const [tls] = ingress.spec.tls ?? [];
    expect(tls?.hosts).toEqual(hosts);
    expect(tls?.secretName).toMatch(/\S/);
    const annotations = ingress.metadata.annotations ?? {};
    const issuer =
      annotations['cert-manager.io/cluster-issuer'] ?? annotations['cert-manager.io/issuer'];
    expect(issuer).toMatch(/\S/);
    expect(annotations['nginx.ingress.kubernetes.io/force-ssl-redirect']).toBe('true');
    // A tls section the schema would refuse is refused (the check checks).
    const broken = structuredClone(ingress);
    broken.spec.tls = [{ hosts: 'www.pharmacy.example', secretName: 1 }];
    expect(() => new Ingress(broken as never).validate()).toThrow();
  });

  it('open the metrics listener to the scraper only: on the pod, never through the Service', () => {
    const deployment = find('Deployment');
    const [site] = deployment.spec.template.spec.containers;
    const env = Object.fromEntries(
      site.env.map(({ name, value }: { name: string; value: string }) => [name, value]),
    );
    const metricsPort = site.ports.find(({ name }: { name: string }) => name === 'metrics');
    expect(Number(env.METRICS_PORT)).toBe(metricsPort.containerPort);
    expect(deployment.spec.template.metadata.annotations['prometheus.io/port']).toBe(
      env.METRICS_PORT,
    );
    const servicePorts = find('Service').spec.ports.map(
      ({ targetPort }: { targetPort: string }) => targetPort,
    );
    expect(servicePorts).not.toContain('metrics');
    const policy = find('NetworkPolicy').spec;
    expect(policy.podSelector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
    const metricsRule = policy.ingress.find(({ ports }: { ports: { port: string }[] }) =>
      ports.some(({ port }) => port === 'metrics'),
    );
    // Only from a named scraper, never from anywhere.
    expect(metricsRule.from?.length).toBeGreaterThan(0);
  });

  it("run the owner's console as one replica with its own database volume, writing the notices file the site's pods read", () => {
    const console = find('Deployment', { console: true });
    expect(console.spec.replicas).toBe(1);
    expect(console.spec.strategy.type).toBe('Recreate');
    const pod = console.spec.template.spec;
    const [container] = pod.containers;
    expect(container.command).toEqual(['node', 'owner/bin/owner.mjs', 'serve']);
    const env = envOf(container);
    const volumeOf = (path: string) => {
      const mount = container.volumeMounts.find(({ mountPath }: { mountPath: string }) =>
        path.startsWith(`${mountPath}/`),
      );
      const volume = pod.volumes.find(({ name }: { name: string }) => name === mount?.name);
      return { mount, claim: volume?.persistentVolumeClaim?.claimName };
    };
    // The notices file: the site's NOTICES_FILE, on the release volume, writable here only.
    const site = find('Deployment').spec.template.spec;
    expect(env.NOTICES_FILE).toBe(envOf(site.containers[0]).NOTICES_FILE);
    const notices = volumeOf(env.NOTICES_FILE);
    expect(notices.claim).toBe(find('PersistentVolumeClaim').metadata.name);
    expect(notices.mount.readOnly).not.toBe(true);
    expect(site.containers[0].volumeMounts[0].readOnly).toBe(true);
    // The database: a claim of its own, mounted by this one pod.
    const database = volumeOf(env.OWNER_DB);
    const claim = find('PersistentVolumeClaim', { console: true });
    expect(database.claim).toBe(claim.metadata.name);
    expect(claim.spec.accessModes).toEqual(['ReadWriteOnce']);
    // Passkeys are bound to the address owners use: the Ingress's host, over HTTPS.
    const rule = find('Ingress').spec.rules[0];
    expect(env.OWNER_PUBLIC_ORIGIN).toBe(`https://${rule.host}`);
    // /owner (and below it) goes to the console's Service, which selects this pod's port.
    const path = rule.http.paths.find(({ path }: { path: string }) => path === '/owner');
    expect(path.pathType).toBe('Prefix');
    const service = find('Service', { console: true });
    expect(path.backend.service.name).toBe(service.metadata.name);
    expect(service.spec.selector).toEqual(console.spec.template.metadata.labels);
    const port = container.ports.find(
      ({ name }: { name: string }) => name === service.spec.ports[0].targetPort,
    );
    expect(String(port.containerPort)).toBe(env.OWNER_PORT);
    expect(container.readinessProbe.httpGet.path).toMatch(/^\/owner\//);
  });

  it('keep the prerendered copy on a volume of its own, served by the Ingress while no site pod is ready', () => {
    const site = find('Deployment').spec.template.spec;
    const [container] = site.containers;
    const copyDir = envOf(container).FALLBACK_SITE;
    const mount = container.volumeMounts.find(
      ({ mountPath }: { mountPath: string }) => mountPath === copyDir,
    );
    expect(mount.readOnly).not.toBe(true);
    const claim = site.volumes.find(({ name }: { name: string }) => name === mount.name)
      .persistentVolumeClaim.claimName;
    const copy = manifests.find(
      ({ manifest }) => manifest.kind === 'Deployment' && manifest.metadata.name === claim,
    )?.manifest;
    const copyPod = copy?.spec.template.spec;
    expect(
      copyPod.volumes.map(
        (volume: { persistentVolumeClaim?: { claimName: string } }) =>
          volume.persistentVolumeClaim?.claimName,
      ),
    ).toContain(claim);
    // Its nginx configuration is the project's static recipe, for the copy's folder.
    expect(copyPod.initContainers[0].command.join(' ')).toContain(
      `hosting:nginx --mode static --root ${copyDir}/current`,
    );
    expect(
      find('Ingress').metadata.annotations?.['nginx.ingress.kubernetes.io/default-backend'],
    ).toBe(claim);
  });
});
