// /extensions/swiper: swiper 14 through swiper/react: navigation arrows,
// pagination (bullets, progress, fraction), autoplay with fade, coverflow,
// several per view with breakpoints, and a gallery with thumbnails. Slides
// are drawn with CSS gradients and inline SVG (no external images). The
// carousels are rebuilt when the text direction changes (Swiper reads it once).
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';
import 'swiper/css/effect-coverflow';
import 'swiper/css/thumbs';
import { Text, useDirection } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autoplay, EffectCoverflow, EffectFade, Navigation, Pagination, Thumbs, A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/swiper.module.css';

const PALETTE = ['primary', 'success', 'danger', 'warning', 'info', 'grape', 'cyan', 'orange'] as const;
const SCENES = ['mountains', 'waves', 'city', 'desert', 'forest'] as const;

/** A landscape drawn in SVG, tinted with a theme colour. */
function Scene({ scene, color }: { scene: (typeof SCENES)[number]; color: string }) {
  const fill = `var(--mantine-color-${color}-7)`;
  const light = `var(--mantine-color-${color}-3)`;
  return (
    <svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice" className={classes.scene} aria-hidden>
      <rect width="400" height="200" fill={light} />
      <circle cx="320" cy="50" r="26" fill="var(--mantine-color-yellow-2)" />
      {scene === 'mountains' && <path d="M0 200 L90 80 L150 150 L230 50 L330 170 L400 110 L400 200 Z" fill={fill} />}
      {scene === 'waves' && <path d="M0 130 Q50 100 100 130 T200 130 T300 130 T400 130 L400 200 L0 200 Z" fill={fill} />}
      {scene === 'city' && <path d="M0 200 V120 H40 V90 H80 V140 H120 V70 H160 V120 H200 V100 H240 V60 H280 V130 H320 V95 H360 V140 H400 V200 Z" fill={fill} />}
      {scene === 'desert' && <path d="M0 170 Q100 110 200 165 Q300 120 400 160 L400 200 L0 200 Z" fill={fill} />}
      {scene === 'forest' && (
        <g fill={fill}>
          {[20, 80, 140, 200, 260, 320, 380].map((x, i) => (
            <path key={x} d={`M${x} ${200 - (i % 2 ? 110 : 80)} L${x + 35} 200 L${x - 35} 200 Z`} />
          ))}
        </g>
      )}
    </svg>
  );
}

export function SwiperPage() {
  const { t } = useTranslation('template-extensions');
  const { dir } = useDirection();
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const scene = (name: (typeof SCENES)[number]) => t(`swiper.scenes.${name}`);

  return (
    <TemplatePage route="tplSwiper" description={t('swiper.description')}>
      <ExampleGrid>
        <ExampleCard title={t('swiper.navigationTitle')} description={t('swiper.navigationHint')} testId="swiper-navigation">
          <Swiper
            key={dir}
            dir={dir}
            modules={[Navigation, Pagination, Keyboard, A11y]}
            navigation
            pagination={{ clickable: true }}
            keyboard
            loop
            className={classes.swiper}
            a11y={{ prevSlideMessage: t('swiper.previous'), nextSlideMessage: t('swiper.next') }}
          >
            {SCENES.map((name, index) => (
              <SwiperSlide key={name} className={classes.slide} data-testid="nav-slide">
                <Scene scene={name} color={PALETTE[index] ?? 'primary'} />
                <div className={classes.caption}>
                  <Text fw={700}>{scene(name)}</Text>
                  <Text size="xs">{t('swiper.slideOf', { index: index + 1, total: SCENES.length })}</Text>
                </div>
              </SwiperSlide>
            ))}
          </Swiper>
        </ExampleCard>

        <ExampleCard title={t('swiper.fadeTitle')} description={t('swiper.fadeHint')}>
          <Swiper
            key={dir}
            dir={dir}
            modules={[Autoplay, EffectFade, Pagination]}
            effect="fade"
            fadeEffect={{ crossFade: true }}
            autoplay={{ delay: 2500, disableOnInteraction: false, pauseOnMouseEnter: true }}
            pagination={{ type: 'progressbar' }}
            loop
            className={classes.swiper}
          >
            {SCENES.map((name, index) => (
              <SwiperSlide key={name} className={classes.slide}>
                <div className={classes.gradient} style={{ background: `linear-gradient(135deg, var(--mantine-color-${PALETTE[index + 2] ?? 'primary'}-6), var(--mantine-color-${PALETTE[index] ?? 'primary'}-4))` }}>
                  <Text fw={700} size="xl" c="white">
                    {scene(name)}
                  </Text>
                  <Text size="sm" c="white" opacity={0.85}>
                    {t('swiper.autoplayNote')}
                  </Text>
                </div>
              </SwiperSlide>
            ))}
          </Swiper>
        </ExampleCard>

        <ExampleCard title={t('swiper.coverflowTitle')} description={t('swiper.coverflowHint')}>
          <Swiper
            key={dir}
            dir={dir}
            modules={[EffectCoverflow, Pagination]}
            effect="coverflow"
            grabCursor
            centeredSlides
            slidesPerView="auto"
            initialSlide={2}
            coverflowEffect={{ rotate: 40, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
            pagination={{ type: 'fraction' }}
            className={classes.coverflow}
          >
            {PALETTE.map((color, index) => (
              <SwiperSlide key={color} className={classes.card}>
                <div className={classes.gradient} style={{ background: `linear-gradient(160deg, var(--mantine-color-${color}-4), var(--mantine-color-${color}-8))` }}>
                  <Text fw={700} c="white" size="xl">
                    {index + 1}
                  </Text>
                  <Text c="white" size="sm">
                    {t(`swiper.colors.${color}`)}
                  </Text>
                </div>
              </SwiperSlide>
            ))}
          </Swiper>
        </ExampleCard>

        <ExampleCard title={t('swiper.multiTitle')} description={t('swiper.multiHint')}>
          <Swiper
            key={dir}
            dir={dir}
            modules={[Pagination]}
            spaceBetween={12}
            slidesPerView={1.3}
            breakpoints={{ 576: { slidesPerView: 2 }, 992: { slidesPerView: 3 } }}
            pagination={{ clickable: true, dynamicBullets: true }}
            className={classes.multi}
          >
            {PALETTE.map((color, index) => (
              <SwiperSlide key={color}>
                <div className={classes.tile}>
                  <div className={classes.tileIcon} style={{ background: `var(--mantine-color-${color}-light)`, color: `var(--mantine-color-${color}-light-color)` }}>
                    {index + 1}
                  </div>
                  <Text fw={600} size="sm">
                    {t(`swiper.colors.${color}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('swiper.tileText')}
                  </Text>
                </div>
              </SwiperSlide>
            ))}
          </Swiper>
        </ExampleCard>
      </ExampleGrid>

      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <ExampleCard title={t('swiper.galleryTitle')} description={t('swiper.galleryHint')} testId="swiper-gallery">
          <Swiper
            key={`main-${dir}`}
            dir={dir}
            modules={[Navigation, Thumbs]}
            navigation
            thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
            spaceBetween={10}
            className={classes.gallery}
            data-testid="gallery-main"
          >
            {SCENES.map((name, index) => (
              <SwiperSlide key={name} className={classes.slide}>
                <Scene scene={name} color={PALETTE[(index + 3) % PALETTE.length] ?? 'primary'} />
                <div className={classes.caption}>
                  <Text fw={700}>{scene(name)}</Text>
                </div>
              </SwiperSlide>
            ))}
          </Swiper>
          <Swiper
            key={`thumbs-${dir}`}
            dir={dir}
            modules={[Thumbs]}
            onSwiper={setThumbs}
            watchSlidesProgress
            slidesPerView={5}
            spaceBetween={8}
            className={classes.thumbs}
            data-testid="gallery-thumbs"
          >
            {SCENES.map((name, index) => (
              <SwiperSlide key={name} className={classes.thumb}>
                <Scene scene={name} color={PALETTE[(index + 3) % PALETTE.length] ?? 'primary'} />
              </SwiperSlide>
            ))}
          </Swiper>
        </ExampleCard>
      </div>
    </TemplatePage>
  );
}
