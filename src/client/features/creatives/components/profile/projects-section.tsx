import { Icon } from '../../../../components/ui/icons';
import type { Ref } from 'react';
import type { Project } from '@shared/schemas/creative';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { WorkCover } from '../../../../components/ui/work-cover';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { useShowAll } from '../../../../lib/use-show-all';
import { projectBadgeCount, visibleProjectCount } from './profile-rules';

function ProjectCard({ project, focusRef }: { project: Project; focusRef?: Ref<HTMLElement> }) {
  const t = useTranslations(creativeProfileMessages);
  const metrics = [
    ['creative.projects.reach', project.metrics.reach],
    ['creative.projects.engagement', project.metrics.engagement],
    ['creative.projects.conversion', project.metrics.conversion],
  ] as const;
  const shownMetrics = metrics.filter(([, value]) => value);
  return (
    <article
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-paper"
      data-testid="project-card"
    >
      <WorkCover title={project.title} image={project.image} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {project.award && (
          <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-gold-soft px-2 py-0.5 text-xs font-semibold text-gold-ink">
            <Icon name="trophy" aria-hidden="true" className="h-3.5 w-3.5" />
            {project.award}
          </p>
        )}
        <h3 className="text-base font-semibold text-ink">{project.title}</h3>
        <p className="text-sm text-muted">
          {[project.client, project.category, project.year === null ? null : String(project.year)].filter(Boolean).join(' · ')}
        </p>
        {project.description && <p className="text-sm leading-relaxed text-ink-soft">{project.description}</p>}
        {shownMetrics.length > 0 && (
          // Three to a row where "Engagement" fits (5rem), two on the narrowest phones.
          <dl
            className="mt-auto grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-2 border-t border-line pt-3"
            aria-label={t('creative.projects.metrics')}
          >
            {shownMetrics.map(([key, value]) => (
              <div key={key}>
                <dt className="text-xs text-muted">{t(key)}</dt>
                <dd className="text-sm font-bold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}

/**
 * 'Featured Campaigns & Projects': the badge counts the projects (capped at 12); the cards
 * shown are 3 with no awards, else min(6, awards + 2); 'View Complete Portfolio' shows all.
 */
export function ProjectsSection({ projects, awardCount }: { projects: readonly Project[]; awardCount: number }) {
  const t = useTranslations(creativeProfileMessages);
  const { shown, more, showAll, focusRefAt } = useShowAll<Project, HTMLElement>(projects, visibleProjectCount(awardCount));

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('creative.projects.title')}</CardTitle>
        <Badge tone="gold" data-testid="projects-count">
          {t.plural('creative.projects.count', projectBadgeCount(projects.length))}
        </Badge>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('creative.projects.empty')}</p>
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((project, index) => (
                <ProjectCard key={project.id} project={project} focusRef={focusRefAt(index)} />
              ))}
            </div>
            {more && (
              <div className="mt-5 flex justify-center">
                <Button variant="secondary" onClick={showAll}>
                  <Icon name="folder-open" aria-hidden="true" className="h-4 w-4" />
                  {t('creative.projects.viewAll')}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
