import 'leaflet/dist/leaflet.css';
import { circleMarker, latLngBounds, map as leafletMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { type MapMarker, mapStart } from './map-markers.ts';

/**
 * A Leaflet map with a marker per point, fitted to them, or about Paris without any. Loaded on
 * demand: only pages showing a map pay for Leaflet. Circle markers need no image files.
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
  useEffect(() => {
    if (!box.current) return;
    const map = leafletMap(box.current).setView([mapStart.lat, mapStart.lng], mapStart.zoom);
    tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '© OpenStreetMap',
    }).addTo(map);
    for (const marker of markers) {
      circleMarker([marker.lat, marker.lng], { radius: 8 }).bindPopup(marker.label).addTo(map);
    }
    if (markers.length > 0)
      map.fitBounds(latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), { maxZoom: 15 });
    return () => {
      map.remove();
    };
  }, [markers]);
  return (
    <section aria-label={label} data-markers={markers.length}>
      <div ref={box} style={{ width: '100%', height }} />
    </section>
  );
}
