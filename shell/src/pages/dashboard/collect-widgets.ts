// The dashboard's widgets: those of every ready remote the user may see, in `order`.
import type { WidgetDef } from '@cadence/shared-lib';
import type { ReadyRemote } from '../../remotes/ready-modules';

export interface PlacedWidget {
  remote: string;
  version: string;
  widget: WidgetDef;
}

export interface WidgetDeps {
  canAccess: (resource?: string) => boolean;
  hasFeature: (feature?: WidgetDef['feature']) => boolean;
}

export function collectWidgets(remotes: ReadyRemote[], deps: WidgetDeps): PlacedWidget[] {
  return remotes
    .flatMap((remote) =>
      remote.module.widgets.map((widget) => ({ remote: remote.name, version: remote.module.version, widget })),
    )
    .filter(({ widget }) => deps.canAccess(widget.resource) && deps.hasFeature(widget.feature))
    .sort((a, b) => a.widget.order - b.widget.order);
}
