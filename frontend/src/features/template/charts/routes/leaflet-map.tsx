// /maps/leaflet: a Leaflet map (react-leaflet) with the offices as markers with
// pop-ups, a flood zone polygon, a data centre's circle and a layer switcher.
// Tiles come from MAP_TILE_URL (GET /api/app/config); with none configured no
// tile is requested, and with none reachable the vector layers are drawn on a
// plain background, and the page says tiles are unavailable.
import 'leaflet/dist/leaflet.css';
import { Alert, Badge, Box, Grid, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconMapOff, IconMapPin } from '@tabler/icons-react';
import L from 'leaflet';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, LayerGroup, LayersControl, MapContainer, Marker, Polygon, Polyline, Popup, TileLayer } from 'react-leaflet';
import { BRAND } from '@/config/theme';
import { useAppConfig } from '@/lib/app-config';
import { ExampleCard, TemplatePage } from '../../components/example-card';
import classes from '../components/leaflet-map.module.css';
import { useChartTheme } from '../lib/chart-theme';
import { DATA_CENTRE, FLOOD_ZONE, OFFICES, graticule, tileUrl, type Office } from '../lib/map-data';

function pinIcon(color: string): L.DivIcon {
  return L.divIcon({
    className: classes.pin,
    html: `<span class="${classes.pinDot}" style="--pin-color:${color}"></span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 30],
    popupAnchor: [0, -28],
  });
}

export function LeafletMapPage() {
  const { t } = useTranslation('template-charts');
  const theme = useChartTheme();
  const config = useAppConfig();
  const url = tileUrl(config.map_tile_url);
  const [tileFailed, setTileFailed] = useState(false);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const icons = useMemo(() => ({ head: pinIcon(BRAND.danger), office: pinIcon(BRAND.primary) }), []);
  const lines = useMemo(() => graticule(), []);
  const bounds = useMemo(() => L.latLngBounds(OFFICES.map((office) => office.position)), []);

  const showOffice = (office: Office) => {
    mapRef.current?.flyTo(office.position, 6, { duration: 0.8 });
    markers.current.get(office.id)?.openPopup();
  };

  const tilesUnavailable = !url || tileFailed;
  const attribution = url && /openstreetmap/i.test(url) ? '&copy; OpenStreetMap contributors' : undefined;

  return (
    <TemplatePage route="tplLeaflet" description={t('map.description')}>
      <Stack gap="lg">
        {tilesUnavailable ? (
          <Alert color="warning" icon={<IconMapOff size={18} />} title={t('map.tilesUnavailable.title')} data-testid="map-tiles-unavailable">
            {url ? t('map.tilesUnavailable.unreachable') : t('map.tilesUnavailable.notConfigured')}
          </Alert>
        ) : null}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <ExampleCard title={t('map.cards.map.title')} description={t('map.cards.map.description')} testId="leaflet-card">
              <Box dir="ltr">
                <MapContainer
                  ref={mapRef}
                  bounds={bounds}
                  boundsOptions={{ paddingTopLeft: [50, 60], paddingBottomRight: [80, 30] }}
                  zoomSnap={0.25}
                  className={classes.map}
                  scrollWheelZoom={false}
                  data-testid="leaflet-map"
                >
                  <LayersControl position="topright">
                    {url ? (
                      <LayersControl.BaseLayer checked name={t('map.layers.tiles')}>
                        <TileLayer url={url} attribution={attribution} eventHandlers={{ tileerror: () => setTileFailed(true) }} />
                      </LayersControl.BaseLayer>
                    ) : null}
                    <LayersControl.BaseLayer name={t('map.layers.plain')}>
                      <LayerGroup />
                    </LayersControl.BaseLayer>
                    <LayersControl.BaseLayer checked={!url} name={t('map.layers.grid')}>
                      <LayerGroup>
                        {lines.map((line) => (
                          <Polyline key={line.flat().join()} positions={line} pathOptions={{ color: theme.text, weight: 1, opacity: 0.35, interactive: false }} />
                        ))}
                      </LayerGroup>
                    </LayersControl.BaseLayer>
                    <LayersControl.Overlay checked name={t('map.layers.offices')}>
                      <LayerGroup>
                        {OFFICES.map((office) => (
                          <Marker
                            key={office.id}
                            position={office.position}
                            icon={office.head ? icons.head : icons.office}
                            title={t(`map.offices.${office.id}`)}
                            ref={(marker) => {
                              if (marker) markers.current.set(office.id, marker);
                              else markers.current.delete(office.id);
                            }}
                          >
                            <Popup>
                              <strong>{t(`map.offices.${office.id}`)}</strong>
                              <br />
                              {office.head ? t('map.headOffice') : t('map.regionalOffice')}
                              <br />
                              {t('map.staff', { count: office.staff, formatted: theme.format(office.staff) })}
                            </Popup>
                          </Marker>
                        ))}
                      </LayerGroup>
                    </LayersControl.Overlay>
                    <LayersControl.Overlay checked name={t('map.layers.floodZone')}>
                      <Polygon positions={FLOOD_ZONE} pathOptions={{ color: BRAND.info, fillColor: BRAND.info, fillOpacity: 0.3, weight: 2 }}>
                        <Popup>
                          <strong>{t('map.floodZone.title')}</strong>
                          <br />
                          {t('map.floodZone.text')}
                        </Popup>
                      </Polygon>
                    </LayersControl.Overlay>
                    <LayersControl.Overlay checked name={t('map.layers.dataCentre')}>
                      <Circle center={DATA_CENTRE.center} radius={DATA_CENTRE.radius} pathOptions={{ color: BRAND.warning, fillColor: BRAND.warning, fillOpacity: 0.2, weight: 2, dashArray: '6 6' }}>
                        <Popup>
                          <strong>{t('map.dataCentre.title')}</strong>
                          <br />
                          {t('map.dataCentre.text', { km: theme.format(DATA_CENTRE.radius / 1000) })}
                        </Popup>
                      </Circle>
                    </LayersControl.Overlay>
                  </LayersControl>
                </MapContainer>
              </Box>
            </ExampleCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ExampleCard title={t('map.cards.offices.title')} description={t('map.cards.offices.description')} flush>
              <Stack gap={0}>
                {OFFICES.map((office) => (
                  <UnstyledButton key={office.id} onClick={() => showOffice(office)} px="lg" py="sm" style={{ borderBottom: '1px solid var(--rh-border-color)' }}>
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon variant="light" color={office.head ? 'danger' : 'primary'} radius="xl" size="lg">
                        {office.head ? <IconBuilding size={18} /> : <IconMapPin size={18} />}
                      </ThemeIcon>
                      <Box style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={600} size="sm">
                          {t(`map.offices.${office.id}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {office.head ? t('map.headOffice') : t('map.regionalOffice')}
                        </Text>
                      </Box>
                      <Badge variant="light" color="gray">
                        {t('map.staff', { count: office.staff, formatted: theme.format(office.staff) })}
                      </Badge>
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            </ExampleCard>
          </Grid.Col>
        </Grid>
      </Stack>
    </TemplatePage>
  );
}
