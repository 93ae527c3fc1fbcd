/**
 * The parts the demo machines are built from, per kind of machine, each with the naira it adds to the price: a
 * machine's specifications, texts and price all come from the parts picked here, so they cannot disagree.
 */

export interface Part {
  name: string
  naira: number
}

export type MachineClass = 'desktop' | 'laptop' | 'made-to-order'

export interface MachineParts {
  /** Chassis, power, cooling, assembly and testing (a laptop's screen, battery and body). */
  baseNaira: number
  cpus: Part[]
  gpus: Part[]
  /** Memory sizes in ascending order: a variable machine offers a run of neighbouring sizes. */
  rams: Part[]
  storage: Part[]
}

export const MACHINE_PARTS: Record<MachineClass, MachineParts> = {
  desktop: {
    baseNaira: 320_000,
    cpus: [
      { name: 'Intel Core i7-14700K', naira: 620_000 },
      { name: 'Intel Core i9-14900K', naira: 900_000 },
      { name: 'AMD Ryzen 9 7950X', naira: 850_000 },
      { name: 'AMD Ryzen 9 9950X', naira: 1_050_000 },
    ],
    gpus: [
      { name: 'NVIDIA GeForce RTX 4070 Ti SUPER', naira: 1_350_000 },
      { name: 'NVIDIA GeForce RTX 4080 SUPER', naira: 1_750_000 },
      { name: 'NVIDIA GeForce RTX 4090', naira: 3_400_000 },
      { name: 'AMD Radeon PRO W7800', naira: 3_900_000 },
    ],
    rams: [
      { name: '32GB', naira: 150_000 },
      { name: '64GB', naira: 300_000 },
      { name: '128GB', naira: 620_000 },
    ],
    storage: [
      { name: '1TB NVMe SSD', naira: 120_000 },
      { name: '2TB NVMe SSD', naira: 220_000 },
      { name: '4TB NVMe SSD', naira: 450_000 },
    ],
  },
  laptop: {
    baseNaira: 1_100_000,
    cpus: [
      { name: 'Intel Core Ultra 9 185H', naira: 450_000 },
      { name: 'Intel Core i9-14900HX', naira: 520_000 },
      { name: 'AMD Ryzen 7 8845HS', naira: 300_000 },
      { name: 'AMD Ryzen 9 8945HS', naira: 400_000 },
    ],
    gpus: [
      { name: 'NVIDIA GeForce RTX 4060 Laptop GPU', naira: 700_000 },
      { name: 'NVIDIA GeForce RTX 4070 Laptop GPU', naira: 1_000_000 },
      { name: 'NVIDIA GeForce RTX 4080 Laptop GPU', naira: 1_800_000 },
      { name: 'NVIDIA RTX 3500 Ada Laptop GPU', naira: 2_400_000 },
    ],
    rams: [
      { name: '16GB', naira: 0 },
      { name: '32GB', naira: 120_000 },
      { name: '64GB', naira: 280_000 },
    ],
    storage: [
      { name: '1TB NVMe SSD', naira: 0 },
      { name: '2TB NVMe SSD', naira: 110_000 },
    ],
  },
  'made-to-order': {
    baseNaira: 650_000,
    cpus: [
      { name: 'AMD Threadripper 7970X', naira: 3_800_000 },
      { name: 'AMD Threadripper PRO 7985WX', naira: 10_500_000 },
      { name: 'Intel Xeon w7-3465X', naira: 4_200_000 },
      { name: 'Intel Core i9-14900K', naira: 900_000 },
    ],
    gpus: [
      { name: 'NVIDIA GeForce RTX 4090', naira: 3_400_000 },
      { name: 'NVIDIA RTX 5000 Ada', naira: 7_000_000 },
      { name: 'NVIDIA RTX 6000 Ada', naira: 11_500_000 },
      { name: 'AMD Radeon PRO W7900', naira: 6_500_000 },
    ],
    rams: [
      { name: '64GB', naira: 300_000 },
      { name: '128GB', naira: 620_000 },
      { name: '256GB', naira: 1_300_000 },
    ],
    storage: [
      { name: '2TB NVMe SSD', naira: 220_000 },
      { name: '4TB NVMe SSD', naira: 450_000 },
      { name: '4TB NVMe SSD + 16TB hard drive', naira: 900_000 },
    ],
  },
}
