import { describe, expect, it } from 'vitest';
import { mapCoordinates, parseCoordinates } from './coordinates';

describe('mapCoordinates', () => {
  it('reads the pin of the links Google Maps gives', () => {
    // Share → Embed a map: !2d is the longitude, !3d the latitude.
    expect(
      mapCoordinates(
        'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3720.2!2d72.8320455!3d21.1826107!2m3!1f0!2f0!3f0',
      ),
    ).toEqual({ latitude: 21.1826107, longitude: 72.8320455 });
    expect(mapCoordinates('https://www.google.com/maps?q=21.1826,72.832&output=embed')).toEqual({
      latitude: 21.1826,
      longitude: 72.832,
    });
    expect(mapCoordinates('https://maps.google.com/?ll=21.18,72.83&z=16')).toEqual({
      latitude: 21.18,
      longitude: 72.83,
    });
    expect(mapCoordinates('https://www.google.com/maps/place/Suvarna/@21.1826,72.832,17z')).toEqual({
      latitude: 21.1826,
      longitude: 72.832,
    });
  });

  it('finds none in a link by place name, a malformed link, or coordinates off the globe', () => {
    expect(mapCoordinates('https://www.google.com/maps?q=Ring+Road,+Surat,+Gujarat&output=embed')).toBeNull();
    expect(mapCoordinates('not a link')).toBeNull();
    expect(mapCoordinates('https://www.google.com/maps?q=121.1,72.8')).toBeNull();
    expect(mapCoordinates('https://www.google.com/maps?q=21.1,272.8')).toBeNull();
  });
});

describe('parseCoordinates', () => {
  it('takes latitude then longitude, spaces allowed, and nothing else', () => {
    expect(parseCoordinates(' 21.1826 , 72.832 ')).toEqual({ latitude: 21.1826, longitude: 72.832 });
    expect(parseCoordinates('-33.86,151.2')).toEqual({ latitude: -33.86, longitude: 151.2 });
    expect(parseCoordinates('21.1826')).toBeNull();
    expect(parseCoordinates('21.18,72.83,5')).toBeNull();
    expect(parseCoordinates('north,east')).toBeNull();
  });
});
