import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import { circleMarker, latLngBounds, map as leafletMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { apiJson } from '../../api/api-client.ts';
import { type MapMarker, mapStart } from './map-markers.ts';

/**
 * A Leaflet map with a marker per point, fitted to them, or about Paris without any. Loaded on
 * demand: only pages showing a map pay for Leaflet. Circle markers need no image files. Tiles
 * come from the server's tile server (LESSOR_MAP_TILES_URL), the one the content-security policy
 * allows.
 */
export function LeafletMap({
  markers,
  label,
  height = 320,
}: {
  markers: readonly MapMarker[];
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const tiles = useQuery({
    queryKey: ['mapTiles'],
    queryFn: () => apiJson<{ urlTemplate: string }>('/api/external/map-tiles'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const urlTemplate = tiles.data?.urlTemplate;
  useEffect(() => {
    if (!box.current) return;
    const map = leafletMap(box.current).setView([mapStart.lat, mapStart.lng], mapStart.zoom);
    if (urlTemplate) tileLayer(urlTemplate, { maxZoom: 19, attribution: '© OpenStreetMap' }).addTo(map);
    for (const marker of markers) {
      circleMarker([marker.lat, marker.lng], { radius: 8 }).bindPopup(marker.label).addTo(map);
    }
    if (markers.length > 0)
      map.fitBounds(latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), { maxZoom: 15 });
    return () => {
      map.remove();
    };
  }, [markers, urlTemplate]);
  return (
    <section aria-label={label} data-markers={markers.length}>
      <div ref={box} style={{ width: '100%', height }} />
    </section>
  );
}
