// /components/carousel: Mantine Carousel (embla) with drawn slides: basic,
// with indicators, autoplay (a timer on embla's API, paused on hover),
// several slides per view and vertical.
import '@mantine/carousel/styles.css';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { SlideArt } from '../components/slide-art';
import type { ThemeColor } from '../lib/demo';

const SLIDES: { color: ThemeColor; key: string }[] = [
  { color: 'primary', key: 'mountains' },
  { color: 'success', key: 'forest' },
  { color: 'info', key: 'ocean' },
  { color: 'warning', key: 'desert' },
  { color: 'danger', key: 'sunset' },
];

const AUTOPLAY_MS = 3000;

type EmblaCarouselType = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

export function CarouselPage() {
  const { t } = useTranslation('template-components');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla || !playing || hovered) return undefined;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, playing, hovered]);

  const slides = (height: number, withCaption = true) =>
    SLIDES.map((slide, i) => (
      <Carousel.Slide key={slide.key}>
        <SlideArt color={slide.color} pattern={i} height={height} caption={withCaption ? t(`carousel.slides.${slide.key}`) : undefined} />
      </Carousel.Slide>
    ));

  const controls = { previousControlProps: { 'aria-label': t('carousel.previous') }, nextControlProps: { 'aria-label': t('carousel.next') } };

  return (
    <TemplatePage route="tplCarousel" description={t('carousel.description')}>
      <ExampleGrid>
        <ExampleCard title={t('carousel.basic.title')} description={t('carousel.basic.description')}>
          <Carousel height={220} {...controls} emblaOptions={{ loop: true }}>
            {slides(220)}
          </Carousel>
        </ExampleCard>

        <ExampleCard title={t('carousel.indicators.title')} description={t('carousel.indicators.description')}>
          <Carousel height={220} withIndicators {...controls} onSlideChange={setSelected}>
            {slides(220)}
          </Carousel>
          <Text size="sm" c="dimmed" mt="sm" role="status">
            {t('carousel.indicators.current', { index: selected + 1, total: SLIDES.length })}
          </Text>
        </ExampleCard>

        <ExampleCard
          title={t('carousel.autoplay.title')}
          description={t('carousel.autoplay.description')}
          actions={
            <Button
              size="xs"
              variant="light"
              leftSection={playing ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? t('carousel.autoplay.pause') : t('carousel.autoplay.play')}
            </Button>
          }
        >
          <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
            <Carousel height={220} withIndicators {...controls} emblaOptions={{ loop: true }} getEmblaApi={setEmbla}>
              {slides(220)}
            </Carousel>
          </div>
        </ExampleCard>

        <ExampleCard title={t('carousel.multiple.title')} description={t('carousel.multiple.description')}>
          <Carousel
            height={160}
            slideSize={{ base: '100%', sm: '50%', lg: '33.333%' }}
            slideGap="md"
            emblaOptions={{ align: 'start', slidesToScroll: 1 }}
            {...controls}
          >
            {slides(160)}
          </Carousel>
        </ExampleCard>

        <ExampleCard title={t('carousel.vertical.title')} description={t('carousel.vertical.description')}>
          <Group justify="center">
            <Carousel orientation="vertical" height={240} w="100%" slideGap="md" withIndicators {...controls}>
              {slides(240)}
            </Carousel>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('carousel.cards.title')} description={t('carousel.cards.description')}>
          <Carousel slideSize={{ base: '80%', sm: '45%' }} slideGap="sm" emblaOptions={{ align: 'center', loop: true }} {...controls}>
            {SLIDES.map((slide, i) => (
              <Carousel.Slide key={slide.key}>
                <SlideArt color={slide.color} pattern={i + 1} height={120} />
                <Text fw={600} mt="xs">
                  {t(`carousel.slides.${slide.key}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('carousel.cards.caption')}
                </Text>
              </Carousel.Slide>
            ))}
          </Carousel>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
